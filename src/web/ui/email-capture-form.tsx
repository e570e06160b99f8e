import { useId, useState, type FormEvent } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Input } from './input';

export type MessageTone = 'success' | 'warning' | 'error';
export interface CaptureResult {
  text: string;
  tone: MessageTone;
}

const TONE_CLASS: Record<MessageTone, string> = {
  success: 'text-green-400',
  warning: 'text-yellow-400',
  error: 'text-red-400',
};

/**
 * One e-mail field, one button, one result line (spec §4 early-access form): idle,
 * submitting (the button says `submittingLabel`), then the result message. The
 * address is trimmed and a blank one is never submitted; a success clears the input.
 * The caller decides what the outcome says, so each waitlist keeps its own wording.
 */
export function EmailCaptureForm({
  submit,
  buttonLabel,
  submittingLabel,
  placeholder = 'you@example.com',
  label = 'Email address',
  className,
  inputClassName,
  buttonClassName,
  id,
}: {
  submit: (email: string) => Promise<CaptureResult>;
  buttonLabel: string;
  submittingLabel: string;
  placeholder?: string;
  label?: string;
  className?: string;
  inputClassName?: string;
  buttonClassName?: string;
  id?: string;
}) {
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<CaptureResult | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || submitting) return;
    setSubmitting(true);
    setResult(null);
    try {
      const outcome = await submit(trimmed);
      setResult(outcome);
      if (outcome.tone === 'success') setEmail('');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form id={id} onSubmit={onSubmit} className={cn('w-full', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder={placeholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby={result ? messageId : undefined}
          className={cn('h-12 w-full text-base sm:flex-1', inputClassName)}
        />
        <Button type="submit" size="lg" disabled={submitting} className={cn('h-12', buttonClassName)}>
          {submitting ? submittingLabel : buttonLabel}
        </Button>
      </div>
      <p
        id={messageId}
        role="status"
        aria-live="polite"
        data-tone={result?.tone}
        className={cn('mt-3 min-h-5 text-sm font-medium', result && TONE_CLASS[result.tone])}
      >
        {result?.text}
      </p>
    </form>
  );
}
