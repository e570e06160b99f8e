/**
 * One step of a bridge login, as the bridge asked for it: a pairing code shown large
 * with where to type it, a QR code, fields to fill (a code, a 2FA password), emojis to
 * compare, or plainly what this page cannot do. A `display_and_wait` step waits on the
 * server (the request stays open until the phone pairs, or the bridge moves on).
 */
import { CheckCircle2, KeyRound, ShieldAlert, Smartphone } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BRIDGE_LABELS, type LoginStep } from '../../../../contract/matrix-bridges';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { Spinner } from '../../../ui/spinner';
import { useSubmitStep } from './api';
import { QrCodeImage } from './qr-code-image';

const CODE_HELP: Record<string, string> = {
  whatsapp: 'On your phone open WhatsApp → Settings → Linked devices → Link a device → "Link with phone number instead", then type this code.',
  telegram: 'Type this code in Telegram on your phone.',
  discord: 'Type this code in Discord on your phone.',
};
const QR_HELP: Record<string, string> = {
  whatsapp: 'On your phone open WhatsApp → Settings → Linked devices → Link a device, and scan this code.',
  telegram: 'On your phone open Telegram → Settings → Devices → Link Desktop Device, and scan this code.',
  discord: 'Open Discord on your phone → the QR scanner in your profile, and scan this code.',
};

export interface StepOutcome {
  step?: LoginStep;
  error?: string;
}

export function LoginStepPanel({ step, onOutcome }: { step: LoginStep; onOutcome: (o: StepOutcome) => void }) {
  const label = BRIDGE_LABELS[step.network];
  const submit = useSubmitStep();
  const formId = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const waitingFor = useRef<string | null>(null);

  // display_and_wait: ask the server to wait for the bridge's next step, once per step.
  useEffect(() => {
    if (step.type !== 'display_and_wait') return;
    const key = `${step.loginId}/${step.stepId}/${step.display?.data ?? ''}`;
    if (waitingFor.current === key) return;
    waitingFor.current = key;
    submit.mutate(
      { network: step.network, body: { loginId: step.loginId, stepId: step.stepId, type: 'display_and_wait' } },
      {
        onSuccess: (res) => onOutcome(res.success || res.step ? { step: res.step, error: res.success ? undefined : res.message } : { error: res.message }),
        onError: (err) => onOutcome({ error: errorMessage(err, `Failed to connect ${label}`) }),
      },
    );
  }, [step, submit, onOutcome, label]);

  if (step.unsupported) {
    return (
      <div className="flex gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4 text-sm text-yellow-100" role="note">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-yellow-300" aria-hidden />
        <p>{step.unsupported}</p>
      </div>
    );
  }

  if (step.type === 'complete') {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-success/40 bg-success/10 p-4 text-sm text-green-100">
        <CheckCircle2 className="size-5 text-green-300" aria-hidden /> {label} connected{step.userLoginId ? ` (${step.userLoginId})` : ''}.
      </p>
    );
  }

  if (step.type === 'display_and_wait') {
    const d = step.display;
    return (
      <div className="space-y-4">
        {d?.type === 'code' && (
          <div className="rounded-xl border border-brand/40 bg-brand/10 p-4 text-center">
            <p className="text-xs font-medium uppercase tracking-wider text-brand-fg">Pairing code</p>
            <p className="mt-2 select-all whitespace-nowrap font-mono text-3xl font-bold tracking-[0.12em] text-fg sm:text-4xl" data-testid="pairing-code" aria-live="polite">
              {d.data}
            </p>
            <p className="mt-3 flex items-start gap-2 text-left text-sm text-muted">
              <Smartphone className="mt-0.5 size-4 shrink-0" aria-hidden /> {CODE_HELP[step.network]}
            </p>
          </div>
        )}
        {d?.type === 'qr' && (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-surface-2 p-4">
            <QrCodeImage data={d.data} label={`${label} login QR code`} />
            <p className="text-sm text-muted">{QR_HELP[step.network]}</p>
          </div>
        )}
        {d?.type === 'emoji' && (
          <div className="rounded-xl border border-border bg-surface-2 p-4 text-center">
            <p className="text-3xl" aria-label="Emojis to compare">
              {d.data}
            </p>
            <p className="mt-2 text-sm text-muted">Check that {label} shows the same emojis.</p>
          </div>
        )}
        {step.instructions && <p className="text-sm text-muted">{step.instructions}</p>}
        <Spinner label={`Waiting for ${label}…`} />
      </div>
    );
  }

  // user_input (and cookies without a way to do them were handled above)
  const fields = step.fields ?? [];
  const missing = fields.some((f) => !(values[f.id] ?? '').trim());
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (missing) return;
    submit.mutate(
      { network: step.network, body: { loginId: step.loginId, stepId: step.stepId, type: 'user_input', input: values } },
      {
        onSuccess: (res) => {
          if (res.success && res.step) {
            setValues({});
            onOutcome({ step: res.step });
          } else onOutcome({ step, error: res.message });
        },
        onError: (err) => onOutcome({ step, error: errorMessage(err, `Failed to connect ${label}`) }),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label={`${label} login step`}>
      {step.instructions && <p className="text-sm text-muted">{step.instructions}</p>}
      {fields.map((f) => {
        const id = `${formId}-${f.id}`;
        const secret = f.type === 'password' || f.type === 'token';
        return (
          <div key={f.id} className="space-y-1.5">
            <Label htmlFor={id}>{f.name}</Label>
            <Input
              id={id}
              type={secret ? 'password' : 'text'}
              inputMode={f.type === '2fa_code' ? 'numeric' : f.type === 'phone_number' ? 'tel' : undefined}
              autoComplete={f.type === '2fa_code' ? 'one-time-code' : f.type === 'password' ? 'current-password' : 'off'}
              value={values[f.id] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [f.id]: e.target.value }))}
              aria-describedby={f.description ? `${id}-help` : undefined}
            />
            {f.description && (
              <p id={`${id}-help`} className="text-xs text-muted">
                {f.description}
              </p>
            )}
          </div>
        );
      })}
      <Button type="submit" disabled={missing || submit.isPending}>
        {submit.isPending ? <Spinner label="Sending…" className="text-white" /> : (
          <>
            <KeyRound aria-hidden /> Continue
          </>
        )}
      </Button>
    </form>
  );
}
