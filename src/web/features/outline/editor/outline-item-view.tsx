/**
 * One outline item's controls around its editable content: a drag handle (drag the
 * whole branch), the collapse toggle (items with children), the bullet (zooms into the
 * branch) and the checkbox when the item has one.
 */
import { NodeViewContent, NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { ChevronRight, GripVertical } from 'lucide-react';
import { setItemAttrs, setZoom } from './outline-commands';

export function OutlineItemView({ node, editor, getPos }: ReactNodeViewProps) {
  const hasChildren = node.childCount > 1;
  const collapsed = Boolean(node.attrs.collapsed) && hasChildren;
  const checked = node.attrs.checked as boolean | null;
  const label = node.firstChild?.textContent.trim() || 'empty item';
  const pos = () => {
    const p = getPos();
    return typeof p === 'number' ? p : null;
  };
  return (
    <NodeViewWrapper className="ol-row">
      <div className="ol-controls" contentEditable={false} suppressContentEditableWarning>
        <span className="ol-grip" data-drag-handle draggable="true" title="Drag to move this branch" aria-hidden>
          <GripVertical className="size-3.5" />
        </span>
        {hasChildren ? (
          <button
            type="button"
            className="ol-toggle"
            aria-expanded={!collapsed}
            aria-label={`${collapsed ? 'Expand' : 'Collapse'} “${label}”`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              const p = pos();
              if (p !== null) setItemAttrs(editor, p, { collapsed: !collapsed });
            }}
          >
            <ChevronRight className="size-3.5" />
          </button>
        ) : (
          <span className="ol-toggle-spacer" />
        )}
        <button
          type="button"
          className="ol-bullet"
          data-collapsed={collapsed || undefined}
          aria-label={`Zoom into “${label}”`}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            const p = pos();
            if (p !== null) setZoom(editor, p);
          }}
        >
          <span className="ol-dot" />
        </button>
        {checked !== null && (
          <input
            type="checkbox"
            className="ol-check"
            checked={checked}
            aria-label={`Done: “${label}”`}
            onMouseDown={(e) => e.preventDefault()}
            onChange={() => {
              const p = pos();
              if (p !== null) setItemAttrs(editor, p, { checked: !checked });
            }}
          />
        )}
      </div>
      <NodeViewContent className="ol-content" />
    </NodeViewWrapper>
  );
}
