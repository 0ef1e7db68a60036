import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import type { Selection, Transaction } from '@tiptap/pm/state';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      indent: () => ReturnType;
      outdent: () => ReturnType;
    };
  }
}

const MAX_LEVEL = 8;
const EM_PER_LEVEL = 2;
const indentable = ['paragraph', 'heading'];

function levelFromStyle(element: HTMLElement): number {
  const match = /^(\d+(?:\.\d+)?)em$/.exec(element.style.marginLeft);
  if (!match) return 0;
  return Math.min(MAX_LEVEL, Math.round(Number(match[1]) / EM_PER_LEVEL));
}

/** Moves every paragraph and heading in the selection one level; false when nothing moves. */
function changeLevel(
  doc: PmNode,
  selection: Selection,
  tr: Transaction,
  delta: number,
  apply: boolean,
): boolean {
  let changed = false;
  doc.nodesBetween(selection.from, selection.to, (node, pos) => {
    if (!indentable.includes(node.type.name)) return true;
    const current = Number(node.attrs.indent ?? 0);
    const next = Math.max(0, Math.min(MAX_LEVEL, current + delta));
    if (next !== current) {
      changed = true;
      if (apply) tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: next });
    }
    return false;
  });
  return changed;
}

/**
 * Indent for the description editor: list items nest, paragraphs and headings move right in
 * steps of 2em (margin-left, which the server's sanitiser allows).
 */
export const Indent = Extension.create({
  name: 'indent',

  addGlobalAttributes() {
    return [
      {
        types: indentable,
        attributes: {
          indent: {
            default: 0,
            parseHTML: levelFromStyle,
            renderHTML: (attributes: { indent?: number }) =>
              attributes.indent
                ? { style: `margin-left: ${attributes.indent * EM_PER_LEVEL}em` }
                : {},
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      indent:
        () =>
        ({ editor, commands, state, tr, dispatch }) =>
          editor.isActive('listItem')
            ? commands.sinkListItem('listItem')
            : changeLevel(state.doc, state.selection, tr, 1, Boolean(dispatch)),
      outdent:
        () =>
        ({ editor, commands, state, tr, dispatch }) =>
          editor.isActive('listItem')
            ? commands.liftListItem('listItem')
            : changeLevel(state.doc, state.selection, tr, -1, Boolean(dispatch)),
    };
  },
});
