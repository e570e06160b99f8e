import {
  BarChart3,
  Brain,
  Coins,
  FileText,
  Gauge,
  GripVertical,
  Lock,
  MessagesSquare,
  Mic,
  Network,
  StickyNote,
  Sparkles,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { Block, BlockType } from '../../../../contract/business-os';
import { useController } from '../hooks/workspace-context';
import { BlockErrorBoundary } from './block-error-boundary';
import { ConversationBlock } from './blocks/conversation-block';
import { FilesBlock } from './blocks/files-block';
import { KeyMetricsBlock } from './blocks/key-metrics-block';
import { MindMap } from './blocks/mind-map';
import { AiMetricsBlock, TokensBlock } from './blocks/metrics-blocks';
import { NoteBlock } from './blocks/note-block';
import { AnalysisBlock, SummaryBlock } from './blocks/summary-blocks';
import { TranscriptBlock } from './blocks/transcript-block';



const ICONS: Record<BlockType, LucideIcon> = {
  transcript: Mic,
  summary: Brain,
  metrics: BarChart3,
  tokens: Coins,
  files: FileText,
  mindmap: Network,
  keymetrics: Gauge,
  widget: Sparkles,
  custom: StickyNote,
  conversation: MessagesSquare,
};

const ACCENTS: Record<BlockType, string> = {
  transcript: 'text-rose-300',
  summary: 'text-violet-300',
  metrics: 'text-cyan-300',
  tokens: 'text-amber-300',
  files: 'text-sky-300',
  mindmap: 'text-emerald-300',
  keymetrics: 'text-lime-300',
  widget: 'text-fuchsia-300',
  custom: 'text-yellow-200',
  conversation: 'text-indigo-300',
};

function BlockBody({ block }: { block: Block }) {
  switch (block.type) {
    case 'transcript':
      return <TranscriptBlock />;
    case 'summary':
      return <SummaryBlock />;
    case 'metrics':
      return <AiMetricsBlock />;
    case 'tokens':
      return <TokensBlock />;
    case 'files':
      return <FilesBlock />;
    case 'keymetrics':
      return <KeyMetricsBlock />;
    case 'mindmap':
      // The block's area below its 36 px title bar.
      return <MindMap aspect={block.size.width / Math.max(60, block.size.height - 36)} />;
    case 'conversation':
      return <ConversationBlock />;
    case 'widget':
      return <AnalysisBlock content={block.content} engineLabel={block.engineLabel} />;
    case 'custom':
    default:
      return <NoteBlock id={block.id} content={block.content} />;
  }
}

export function BlockFrame({ block }: { block: Block }) {
  const controller = useController();
  const Icon = ICONS[block.type];
  return (
    <section
      aria-label={block.title}
      // The block touched comes to the front (and stays there: the order is saved).
      onPointerDownCapture={() => controller.raiseBlock(block.id)}
      onFocusCapture={() => controller.raiseBlock(block.id)}
      className="flex h-full w-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-md shadow-black/25 transition-[border-color] group-hover:border-[#3a3a58] [.react-draggable-dragging_&]:border-brand/60 [.react-draggable-dragging_&]:shadow-xl [.react-draggable-dragging_&]:shadow-black/40"
    >
      <header className="bos-drag-handle flex h-9 shrink-0 cursor-grab items-center gap-2 border-b border-border/70 bg-surface-2/60 px-2.5 active:cursor-grabbing">
        <GripVertical className="size-3.5 shrink-0 text-muted/50" aria-hidden />
        <Icon className={`size-3.5 shrink-0 ${ACCENTS[block.type]}`} aria-hidden />
        <h2 className="min-w-0 flex-1 truncate text-[13px] font-semibold tracking-tight text-fg">{block.title}</h2>
        {block.closeable ? (
          <button
            type="button"
            className="bos-no-drag rounded-md p-1 text-muted transition hover:bg-surface hover:text-fg"
            aria-label={`Close ${block.title}`}
            onClick={() => controller.closeBlock(block.id)}
          >
            <X className="size-3.5" />
          </button>
        ) : (
          <span role="img" className="p-1 text-muted" title="Pinned: this block stays on the canvas" aria-label="Pinned block">
            <Lock className="size-3" />
          </span>
        )}
      </header>
      {/* Focusable, so a keyboard can scroll a block whose content overflows (WCAG 2.1.1). */}
      <div className="bos-no-drag min-h-0 flex-1 cursor-auto overflow-auto" tabIndex={0} role="group" aria-label={`${block.title} content`} data-block-scroll>
        <BlockErrorBoundary title={block.title}>
          <BlockBody block={block} />
        </BlockErrorBoundary>
      </div>
    </section>
  );
}
