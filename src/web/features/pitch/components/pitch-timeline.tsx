import { Flag } from 'lucide-react';
import type { MouseEvent } from 'react';
import { PITCH_SECTIONS, type PitchAnalysis } from '../../../../contract/pitch';
import { cn } from '../../../lib/cn';
import { clock, SECTION_COLORS, sectionLabel } from '../format';

const W = 1000;
const WPM_TOP = 8;
const WPM_H = 64;
const BAND_Y = 84;
const BAND_H = 18;
const MARK_Y = 108;
const H = 128;
const WPM_MAX = 260;

/**
 * The pitch on one time axis: pace per window (the comfortable band shaded), the parts of
 * the pitch, fillers, long pauses and the shut-up moments; a click seeks the recording.
 */
export function PitchTimeline({ analysis, current, onSeek }: { analysis: PitchAnalysis; current?: number; onSeek?: (sec: number) => void }) {
  const t0 = analysis.words[0]?.start ?? 0;
  const total = Math.max(1, (analysis.words.at(-1)?.end ?? 1) - t0);
  const x = (sec: number) => ((sec - t0) / total) * W;
  const y = (wpm: number) => WPM_TOP + WPM_H - (Math.min(wpm, WPM_MAX) / WPM_MAX) * WPM_H;
  const series = analysis.wpmSeries;
  const points = series.flatMap((p, i) => {
    const end = series[i + 1]?.start ?? t0 + total;
    return [`${x(p.start).toFixed(1)},${y(p.wpm).toFixed(1)}`, `${x(end).toFixed(1)},${y(p.wpm).toFixed(1)}`];
  });
  const seek = (e: MouseEvent<SVGSVGElement>) => {
    if (!onSeek) return;
    const box = e.currentTarget.getBoundingClientRect();
    onSeek(t0 + ((e.clientX - box.left) / box.width) * total);
  };
  const ticks = Math.min(6, Math.max(2, Math.floor(total / 10)));
  const present = PITCH_SECTIONS.filter((k) => analysis.structure.found.some((f) => f.kind === k));
  const after = analysis.shutUp.afterAsk;
  return (
    <div data-testid="pitch-timeline">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className={cn('h-40 w-full rounded-xl border border-border bg-bg/60', onSeek && 'cursor-pointer')}
        role="img"
        aria-label={`Timeline of the pitch, ${clock(total)} long: pace, parts, ${analysis.fillers.total} fillers, ${analysis.pauses.length} long pauses and ${analysis.shutUp.moments.length} shut-up moments`}
        onClick={seek}
      >
        <rect x={0} y={y(170)} width={W} height={y(120) - y(170)} className="fill-success/10" />
        {points.length > 0 && <polyline points={points.join(' ')} className="fill-none stroke-brand-2" strokeWidth={2} vectorEffect="non-scaling-stroke" />}
        {analysis.structure.sections.map((s, i) => (
          <rect key={i} x={x(s.start)} y={BAND_Y} width={Math.max(1, x(s.end) - x(s.start))} height={BAND_H} className={SECTION_COLORS[s.kind].split(' ')[0]} rx={2}>
            <title>{`${sectionLabel(s.kind)} ${clock(s.start - t0)}–${clock(s.end - t0)}`}</title>
          </rect>
        ))}
        {after && after.words > 0 && after.stopAt !== null && (
          <rect x={x(after.stopAt)} y={BAND_Y} width={Math.max(1, x(t0 + total) - x(after.stopAt))} height={BAND_H} className="fill-red-400/35" rx={2} data-testid="after-ask-band">
            <title>{`After the ask ${clock(after.stopAt - t0)}–${clock(total)}: ${after.words} words`}</title>
          </rect>
        )}
        {analysis.pauses.map((p, i) => (
          <rect key={`p${i}`} x={x(p.start)} y={MARK_Y} width={Math.max(2, x(p.end) - x(p.start))} height={8} className="fill-slate-400/60">
            <title>{`Pause of ${(p.end - p.start).toFixed(1)} s`}</title>
          </rect>
        ))}
        {analysis.fillers.items.map((f, i) => (
          <rect key={`f${i}`} x={x(f.at) - 1.5} y={MARK_Y} width={3} height={14} className="fill-amber-300">
            <title>{`“${f.filler}” at ${clock(f.at - t0)}`}</title>
          </rect>
        ))}
        {analysis.shutUp.moments.map((m, i) => (
          <g key={`m${i}`}>
            <line x1={x(m.at)} x2={x(m.at)} y1={0} y2={H} className={m.kind === 'stop' ? 'stroke-red-400' : 'stroke-orange-300'} strokeWidth={2} vectorEffect="non-scaling-stroke" strokeDasharray={m.kind === 'stop' ? undefined : '4 3'} />
            <title>{`${clock(m.at - t0)} ${m.reason}`}</title>
          </g>
        ))}
        {current !== undefined && current >= t0 && (
          <line x1={x(current)} x2={x(current)} y1={0} y2={H} className="stroke-fg" strokeWidth={1.5} vectorEffect="non-scaling-stroke" data-testid="playhead" />
        )}
      </svg>
      <div className="mt-1 flex justify-between text-[11px] tabular-nums text-muted" aria-hidden>
        {Array.from({ length: ticks + 1 }, (_, i) => (
          <span key={i}>{clock((total * i) / ticks)}</span>
        ))}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted" aria-label="Legend">
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="h-0.5 w-4 bg-brand-2" /> Words a minute (shaded: 120–170)
        </li>
        {present.map((k) => (
          <li key={k} className="flex items-center gap-1.5">
            <span aria-hidden className={cn('size-2.5 rounded-sm', SECTION_COLORS[k].split(' ')[1])} /> {sectionLabel(k)}
          </li>
        ))}
        {after && after.words > 0 && (
          <li className="flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 rounded-sm bg-red-400/35" /> After the ask
          </li>
        )}
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="h-3 w-1 bg-amber-300" /> Filler
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="h-2 w-3 bg-slate-400/60" /> Pause ≥ {analysis.longPauseSec} s
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="h-3 w-0.5 bg-red-400" /> Stop here
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="h-3 w-0.5 bg-orange-300" /> Move on
        </li>
      </ul>
      {analysis.shutUp.moments.length > 0 && (
        <ol className="mt-4 space-y-2" aria-label="Shut-up moments" data-testid="shut-up-moments">
          {analysis.shutUp.moments.map((m, i) => (
            <li key={i}>
              <button
                type="button"
                onClick={() => onSeek?.(m.at)}
                disabled={!onSeek}
                className="flex w-full items-start gap-3 rounded-lg border border-border bg-surface-2/50 px-3 py-2 text-left text-sm enabled:hover:border-red-400/60"
              >
                <Flag aria-hidden className={cn('mt-0.5 size-4 shrink-0', m.kind === 'stop' ? 'text-red-400' : 'text-orange-300')} />
                <span className="tabular-nums text-muted">{clock(m.at - t0)}</span>
                <span>
                  <span className="font-medium">{m.kind === 'stop' ? 'Stop here. ' : 'Move on. '}</span>
                  {m.reason}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
