import { FileAudio, Mic, Square, Type } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AnalyzeTextBodySchema, PITCH_LIMITS, type PitchResult } from '../../../../contract/pitch';
import { errorMessage } from '../../../lib/api-client';
import { checkForm } from '../../../lib/form';
import { MicrophoneError, startWavRecording, type WavRecording } from '../../../lib/audio/wav-recorder';
import { Button } from '../../../ui/button';
import { FieldError, Label } from '../../../ui/label';
import { Input, Textarea } from '../../../ui/input';
import { Spinner } from '../../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { analyzePitchAudio, analyzePitchText } from '../api';
import { clock } from '../format';

export interface AnalysedPitch {
  result: PitchResult;
  audio?: { blob: Blob; name: string };
}

const SAMPLE = `Um, every week a small clinic loses ten hours to phone scheduling. It's like, basically, a broken process. Our solution is Slotly, an assistant that fills empty slots automatically. The market is 200,000 clinics in the US alone. We have 120 paying customers and revenue grows 20% month over month. We charge $99 per month per clinic. Our team built scheduling at Zocdoc for six years. We are raising $1.5M to hire four engineers. And, you know, we also think about expanding to dentists and vets and maybe pharmacies later, and there is a lot more we could do with the data, you know, analytics and benchmarking and all sorts of things.`;

/** Three ways in: paste the words, record with the microphone, or upload a recording. */
export function PitchInput({ onAnalysed }: { onAnalysed: (p: AnalysedPitch) => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [text, setText] = useState('');
  const [wpm, setWpm] = useState(String(PITCH_LIMITS.defaultWpm));
  const [recording, setRecording] = useState<WavRecording | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [level, setLevel] = useState(0);
  const started = useRef(0);

  useEffect(() => {
    if (!recording) return;
    const id = window.setInterval(() => {
      const s = (Date.now() - started.current) / 1000;
      setElapsed(s);
      setLevel(recording.level());
      if (s >= PITCH_LIMITS.audioSeconds) void stopRecording();
    }, 100);
    return () => window.clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recording]);

  useEffect(() => () => recording?.cancel(), [recording]);

  async function run(label: string, job: () => Promise<AnalysedPitch>) {
    setBusy(label);
    setError(undefined);
    try {
      onAnalysed(await job());
    } catch (err) {
      setError(errorMessage(err, 'The pitch could not be analysed. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  function submitText(e: FormEvent) {
    e.preventDefault();
    const rate = Number(wpm);
    // The server's rules and messages (contract): the pitch first, then the speaking rate.
    const checked = checkForm(AnalyzeTextBodySchema, { text, wpm: rate });
    if (!checked.ok) return setError(checked.errors.text ?? checked.errors.wpm ?? Object.values(checked.errors)[0]);
    void run('Analysing…', async () => ({ result: await analyzePitchText({ text, wpm: rate }) }));
  }

  async function startRecording() {
    setError(undefined);
    try {
      const r = await startWavRecording();
      started.current = Date.now();
      setElapsed(0);
      setRecording(r);
    } catch (err) {
      setError(
        err instanceof MicrophoneError && err.reason === 'denied'
          ? 'Microphone access was refused. Allow it in the browser, or upload a recording instead.'
          : 'No microphone is available here. Upload a recording or paste the pitch instead.',
      );
    }
  }

  async function stopRecording() {
    const r = recording;
    if (!r) return;
    setRecording(null);
    const { wav } = await r.stop();
    void run('Listening…', async () => ({ result: await analyzePitchAudio(wav, 'pitch.wav', 'recording'), audio: { blob: wav, name: 'pitch.wav' } }));
  }

  function upload(file: File | undefined) {
    if (!file) return;
    if (file.size > PITCH_LIMITS.audioBytes) return setError(`The file is too large. The limit is ${PITCH_LIMITS.audioBytes / 1024 / 1024} MB.`);
    void run('Listening…', async () => ({ result: await analyzePitchAudio(file, file.name, 'upload'), audio: { blob: file, name: file.name } }));
  }

  return (
    <section className="rounded-2xl border border-border bg-surface/80 p-5 sm:p-6" aria-label="Your pitch">
      <Tabs defaultValue="paste" onValueChange={() => setError(undefined)}>
        <TabsList aria-label="How to give your pitch" className="flex w-full sm:inline-flex sm:w-auto">
          <TabsTrigger value="paste" className="inline-flex flex-1 items-center justify-center gap-1.5">
            <Type aria-hidden className="size-4" /> Paste
          </TabsTrigger>
          <TabsTrigger value="record" className="inline-flex flex-1 items-center justify-center gap-1.5">
            <Mic aria-hidden className="size-4" /> Record
          </TabsTrigger>
          <TabsTrigger value="upload" className="inline-flex flex-1 items-center justify-center gap-1.5">
            <FileAudio aria-hidden className="size-4" /> Upload
          </TabsTrigger>
        </TabsList>

        <TabsContent value="paste" className="mt-5">
          <form onSubmit={submitText} className="space-y-4" noValidate>
            <div className="space-y-1.5">
              <div className="flex items-center justify-between gap-3">
                <Label htmlFor="pitch-text">Pitch transcript</Label>
                <button type="button" className="text-xs text-brand-2 hover:underline" onClick={() => setText(SAMPLE)}>
                  Use a sample pitch
                </button>
              </div>
              <Textarea
                id="pitch-text"
                value={text}
                onChange={(e) => setText(e.target.value)}
                rows={7}
                maxLength={PITCH_LIMITS.textChars}
                placeholder="Paste what you say, word for word, fillers included…"
                aria-describedby="pitch-error"
              />
            </div>
            <div className="flex flex-wrap items-end gap-4">
              <div className="space-y-1.5">
                <Label htmlFor="pitch-wpm">Speaking rate (words a minute)</Label>
                <Input id="pitch-wpm" type="number" inputMode="numeric" min={PITCH_LIMITS.minWpm} max={PITCH_LIMITS.maxWpm} value={wpm} onChange={(e) => setWpm(e.target.value)} className="w-32" />
              </div>
              <Button type="submit" disabled={busy !== null}>
                {busy ? <Spinner /> : null} Analyse pitch
              </Button>
            </div>
            <p className="text-xs text-muted">Pasted text has no timing of its own: times are estimated from this rate, and pauses are not measured.</p>
          </form>
        </TabsContent>

        <TabsContent value="record" className="mt-5 space-y-4">
          <p className="text-sm text-muted">Give the pitch out loud, up to {PITCH_LIMITS.audioSeconds / 60} minutes. The recording is transcribed on our server, offline.</p>
          <div className="flex flex-wrap items-center gap-4">
            {recording ? (
              <Button type="button" variant="danger" onClick={() => void stopRecording()}>
                <Square /> Stop and analyse
              </Button>
            ) : (
              <Button type="button" onClick={() => void startRecording()} disabled={busy !== null}>
                <Mic /> Start recording
              </Button>
            )}
            {recording && (
              <div className="flex items-center gap-3" aria-live="polite">
                <span className="size-2.5 animate-pulse rounded-full bg-red-500" aria-hidden />
                <span className="tabular-nums">{clock(elapsed)}</span>
                <span className="h-1.5 w-28 overflow-hidden rounded-full bg-surface-2" aria-hidden>
                  <span className="block h-full bg-success" style={{ width: `${Math.round(level * 100)}%` }} />
                </span>
              </div>
            )}
          </div>
        </TabsContent>

        <TabsContent value="upload" className="mt-5 space-y-3">
          <Label htmlFor="pitch-file">Recording (WAV, WebM, M4A, MP3, Ogg or FLAC; up to {PITCH_LIMITS.audioBytes / 1024 / 1024} MB and {PITCH_LIMITS.audioSeconds / 60} minutes)</Label>
          <Input
            id="pitch-file"
            type="file"
            accept="audio/*,.wav,.webm,.m4a,.mp3,.ogg,.flac"
            disabled={busy !== null}
            onChange={(e) => {
              upload(e.target.files?.[0]);
              e.target.value = '';
            }}
            className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-surface-2 file:px-3 file:py-1 file:text-fg"
          />
        </TabsContent>
      </Tabs>
      {busy && (
        <p className="mt-4 flex items-center gap-2 text-sm text-muted" role="status">
          <Spinner /> {busy}
        </p>
      )}
      <div className="mt-3">
        <FieldError id="pitch-error">{error}</FieldError>
      </div>
    </section>
  );
}
