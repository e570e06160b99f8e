/**
 * A bridge's connect form (spec §2/§5: WhatsApp phone number; Telegram API key + phone
 * number; Discord bot token + server id), then the login's steps until complete.
 * Toasts per §8: 'Connection Failed' with the server's message, or 'Failed to connect <Network>'.
 */
import { Link2, QrCode, X } from 'lucide-react';
import { useCallback, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  BRIDGE_LABELS,
  DiscordConnectBodySchema,
  MATRIX_BRIDGE_MESSAGES,
  TelegramConnectBodySchema,
  WhatsappConnectBodySchema,
  type BridgeNetwork,
  type BridgeStatus,
  type LoginStep,
} from '../../../../contract/matrix-bridges';
import { errorMessage } from '../../../lib/api-client';
import { checkForm } from '../../../lib/form';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { Card, CardDescription, CardTitle } from '../../../ui/card';
import { Input } from '../../../ui/input';
import { FieldError, Label } from '../../../ui/label';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/use-toast';
import { useConnectBridge, type ConnectInput } from './api';
import { LoginStepPanel, type StepOutcome } from './login-step-panel';

interface FieldDef {
  id: string;
  label: string;
  placeholder: string;
  type?: 'text' | 'password' | 'tel';
  help?: string;
}

const FORMS: Record<BridgeNetwork, { description: string; fields: FieldDef[]; accent: string }> = {
  whatsapp: {
    description: 'Link WhatsApp as a device: you get an 8-character pairing code to type on your phone, or a QR code to scan.',
    fields: [{ id: 'phoneNumber', label: 'Phone Number', placeholder: '+1 555 555 0123', type: 'tel', help: 'In international format, with the country code.' }],
    accent: 'from-green-500/20',
  },
  telegram: {
    description: 'Log in with your phone number; Telegram sends a code, and asks for your 2FA password if you set one.',
    fields: [
      { id: 'apiKey', label: 'API Key', placeholder: 'From my.telegram.org', type: 'password' },
      { id: 'phoneNumber', label: 'Phone Number', placeholder: '+44 7700 900123', type: 'tel' },
    ],
    accent: 'from-sky-500/20',
  },
  discord: {
    description: 'Connect with a token; the bridge brings in the servers the account is in.',
    fields: [
      { id: 'botToken', label: 'Bot Token', placeholder: 'Your Discord token', type: 'password' },
      { id: 'serverId', label: 'Server ID', placeholder: '81384788765712384', help: 'Right-click the server in Discord → Copy Server ID.' },
    ],
    accent: 'from-indigo-500/20',
  },
};

/**
 * The typed fields checked with their network's schema in the contract (its messages). A field
 * not typed yet is '' here: each schema says the same "… is required." for missing and blank.
 */
function checkConnect(network: BridgeNetwork, values: Record<string, string>) {
  switch (network) {
    case 'whatsapp':
      return checkForm(WhatsappConnectBodySchema, { phoneNumber: values.phoneNumber ?? '' });
    case 'telegram':
      return checkForm(TelegramConnectBodySchema, { apiKey: values.apiKey ?? '', phoneNumber: values.phoneNumber ?? '' });
    case 'discord':
      return checkForm(DiscordConnectBodySchema, { botToken: values.botToken ?? '', serverId: values.serverId ?? '' });
  }
}

export function ConnectCard({
  network,
  icon,
  disabledReason: accountReason,
  status,
}: {
  network: BridgeNetwork;
  icon: ReactNode;
  disabledReason?: string;
  /** The bridge's state from the status card: a bridge the server has no address for cannot be logged in to. */
  status?: BridgeStatus;
}) {
  const label = BRIDGE_LABELS[network];
  const notConfigured = status?.state === 'not_configured' ? status.message : undefined;
  const disabledReason = accountReason ?? notConfigured;
  const form = FORMS[network];
  const formId = useId();
  const connect = useConnectBridge();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState<LoginStep | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const current = useRef<string | null>(null);

  const fail = useCallback(
    (message: string) => toast({ title: MATRIX_BRIDGE_MESSAGES.connectFailedTitle, description: message, variant: 'destructive' }),
    [],
  );

  const show = useCallback(
    (next: LoginStep | undefined) => {
      current.current = next?.loginId ?? null;
      setStep(next ?? null);
      if (next?.type === 'complete') {
        toast({ title: `${label} Connected`, description: `${label} is now bridged to your Matrix account.`, variant: 'success' });
      }
    },
    [label],
  );

  const onStepOutcome = useCallback(
    (o: StepOutcome) => {
      // Outcomes of a login the person already cancelled or restarted are dropped.
      if (o.step && current.current && o.step.loginId !== current.current) return;
      if (o.error) {
        setStepError(o.error);
        fail(o.error);
        if (!o.step) {
          current.current = null;
          setStep(null);
          return;
        }
      } else setStepError(null);
      if (o.step) show(o.step);
    },
    [fail, show],
  );

  const start = (method?: 'phone' | 'qr') => {
    // The QR option needs no phone number; the others are checked with the contract's schema (its messages).
    const checked = method === 'qr' ? null : checkConnect(network, values);
    if (checked && !checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setStepError(null);
    const input = { network, body: network === 'whatsapp' ? { ...values, method } : values } as ConnectInput;
    connect.mutate(input, {
      onSuccess: (res) => {
        if (res.step) show(res.step);
        if (!res.success) {
          setStepError(res.message);
          fail(res.message);
        }
      },
      onError: (err) => fail(errorMessage(err, MATRIX_BRIDGE_MESSAGES.connectFallback(network))),
    });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    start('phone');
  };

  const empty = form.fields.some((f) => !(values[f.id] ?? '').trim());
  const busy = connect.isPending;

  return (
    <Card className={cn('relative flex flex-col gap-4 overflow-hidden bg-gradient-to-b to-transparent to-40%', form.accent)} aria-labelledby={`${formId}-title`}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-xl border border-border bg-surface-2">{icon}</span>
          <div>
            <CardTitle id={`${formId}-title`}>{label}</CardTitle>
            <p className="text-xs text-muted">mautrix-{network}</p>
          </div>
        </div>
        {step && step.type !== 'complete' && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              current.current = null;
              setStep(null);
              setStepError(null);
            }}
          >
            <X aria-hidden /> Cancel
          </Button>
        )}
      </div>
      <CardDescription>{form.description}</CardDescription>
      {notConfigured && !step && (
        <p className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-xs text-yellow-100" data-testid={`${network}-not-configured`}>
          {notConfigured}
        </p>
      )}

      {step ? (
        <div className="space-y-3" data-testid={`${network}-login`}>
          <LoginStepPanel step={step} onOutcome={onStepOutcome} />
          {stepError && step.type !== 'complete' && !step.unsupported && (
            <p role="alert" className="text-sm text-danger-fg">
              {stepError}
            </p>
          )}
          {(step.type === 'complete' || step.unsupported) && (
            <Button variant="secondary" size="sm" onClick={() => show(undefined)}>
              {step.type === 'complete' ? 'Connect another account' : 'Back'}
            </Button>
          )}
        </div>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-1 flex-col gap-3" noValidate aria-label={`Connect ${label}`}>
          {form.fields.map((f) => {
            const id = `${formId}-${f.id}`;
            return (
              <div key={f.id} className="space-y-1.5">
                <Label htmlFor={id}>{f.label}</Label>
                <Input
                  id={id}
                  name={f.id}
                  type={f.type ?? 'text'}
                  inputMode={f.type === 'tel' ? 'tel' : undefined}
                  autoComplete="off"
                  placeholder={f.placeholder}
                  value={values[f.id] ?? ''}
                  onChange={(e) => setValues((v) => ({ ...v, [f.id]: e.target.value }))}
                  aria-invalid={errors[f.id] ? true : undefined}
                  aria-describedby={errors[f.id] ? `${id}-error` : f.help ? `${id}-help` : undefined}
                />
                {errors[f.id] ? (
                  <FieldError id={`${id}-error`}>{errors[f.id]}</FieldError>
                ) : (
                  f.help && (
                    <p id={`${id}-help`} className="text-xs text-muted">
                      {f.help}
                    </p>
                  )
                )}
              </div>
            );
          })}
          {stepError && (
            <p role="alert" className="text-sm text-danger-fg">
              {stepError}
            </p>
          )}
          <div className="mt-auto flex flex-wrap gap-2 pt-1">
            <Button type="submit" disabled={empty || busy || !!disabledReason} title={disabledReason}>
              {busy ? <Spinner label="Connecting…" className="text-white" /> : (
                <>
                  <Link2 aria-hidden /> Connect {label}
                </>
              )}
            </Button>
            {network === 'whatsapp' && (
              <Button type="button" variant="outline" disabled={busy || !!disabledReason} onClick={() => start('qr')}>
                <QrCode aria-hidden /> Use a QR code
              </Button>
            )}
          </div>
        </form>
      )}
    </Card>
  );
}
