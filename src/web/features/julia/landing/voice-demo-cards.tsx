/**
 * Three voice demo cards (spec §4, §7): idle → 'Generating Voice...' → 'Voice Generated ✓'
 * and an audio player, through POST /api/generate-audio {text, voice: 'nova'}.
 */
import { Mic, PhoneCall, Presentation, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { JULIA_MESSAGES } from '../../../../contract/julia';
import { ApiError } from '../../../lib/api-client';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { generateVoice } from './api';

interface VoiceDemo {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  script: string;
  comingSoon?: boolean;
}

export const VOICE_DEMOS: VoiceDemo[] = [
  {
    id: 'pitch',
    title: 'Pitch practice',
    description: 'Julia plays the investor and plays back your opening line with notes.',
    icon: Presentation,
    script:
      "Hi, I'm Julia. Let's rehearse your pitch. Start with the problem in one sentence, then the number that proves it: you said founders lose twelve hours a month on investor updates. Lead with that.",
  },
  {
    id: 'briefing',
    title: 'Morning investor briefing',
    description: 'A two-minute spoken summary of your pipeline before the first call.',
    icon: Mic,
    script:
      'Good morning. You have three investor calls today. Harbor Ventures wants CAC by channel, Priya is still reviewing the deck, and two follow-ups are overdue. Start with Harbor: they are closest to a term sheet.',
  },
  {
    id: 'outreach',
    title: 'Voice outreach',
    description: 'Personal voice notes to warm investor leads, in your words.',
    icon: PhoneCall,
    comingSoon: true,
    script:
      'Hi Sarah, this is Julia calling for Maya at Northwind Labs. Since we last spoke, monthly revenue grew fourteen percent for the sixth month in a row. Maya would love twenty minutes next week to walk you through the round.',
  },
];

type Phase = { kind: 'idle' } | { kind: 'generating' } | { kind: 'done'; url: string } | { kind: 'error'; message: string };

function VoiceCard({ demo }: { demo: VoiceDemo }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const url = phase.kind === 'done' ? phase.url : null;
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  useEffect(() => {
    if (url) audio.current?.play().catch(() => undefined);
  }, [url]);

  const generate = async () => {
    setPhase({ kind: 'generating' });
    try {
      const blob = await generateVoice(demo.script);
      setPhase({ kind: 'done', url: URL.createObjectURL(blob) });
    } catch (err) {
      setPhase({ kind: 'error', message: err instanceof ApiError && err.status > 0 ? JULIA_MESSAGES.audioFailed : JULIA_MESSAGES.audioException });
    }
  };

  const Icon = demo.icon;
  return (
    <Card className="flex h-full flex-col gap-3" data-testid={`voice-card-${demo.id}`}>
      <div className="flex items-start justify-between gap-2">
        <span className="grid size-10 place-items-center rounded-xl bg-brand/15 text-violet-300">
          <Icon className="size-5" aria-hidden />
        </span>
        {demo.comingSoon && <Badge tone="warning">{JULIA_MESSAGES.comingSoon}</Badge>}
      </div>
      <div>
        <h3 className="font-semibold">{demo.title}</h3>
        <p className="mt-1 text-sm text-muted">{demo.description}</p>
      </div>
      <blockquote className="flex-1 border-l-2 border-brand/40 pl-3 text-xs italic leading-relaxed text-muted">“{demo.script}”</blockquote>
      <Button
        variant={phase.kind === 'done' ? 'secondary' : 'primary'}
        onClick={() => void generate()}
        disabled={phase.kind === 'generating'}
      >
        {phase.kind === 'generating' ? JULIA_MESSAGES.generating : phase.kind === 'done' ? JULIA_MESSAGES.generated : 'Generate Voice'}
      </Button>
      {url && (
        <audio ref={audio} controls src={url} className="w-full" aria-label={`${demo.title} audio`} />
      )}
      {phase.kind === 'error' && (
        <p role="alert" className="text-sm text-red-300">
          {phase.message}
        </p>
      )}
    </Card>
  );
}

export function VoiceDemoCards() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {VOICE_DEMOS.map((d) => (
        <VoiceCard key={d.id} demo={d} />
      ))}
    </div>
  );
}
