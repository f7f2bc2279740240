import { createContext, useContext } from 'react';
import type { Node } from '@xyflow/react';
import type { ThinkboardCard, ThinkboardReference } from '@mediawatch/shared';

// ----------------------------------------------------------------------

/** A card on the canvas: its content in `data`, its place in the node's position. */
export type CardNode = Node<{ card: ThinkboardCard }, 'card'>;

/** What referenced cards show, by `kind:id`. */
export type ReferenceMap = ReadonlyMap<string, ThinkboardReference>;

export const referenceKey = (kind: string, id: string) => `${kind}:${id}`;

export function referenceMap(references: readonly ThinkboardReference[]): Map<string, ThinkboardReference> {
  return new Map(references.map((reference) => [referenceKey(reference.kind, reference.id), reference]));
}

export interface BoardActions {
  canEdit: boolean;
  references: ReferenceMap;
  editCard: (id: string) => void;
  removeCard: (id: string) => void;
}

export const BoardActionsContext = createContext<BoardActions | null>(null);

export function useBoardActions(): BoardActions {
  const actions = useContext(BoardActionsContext);
  if (!actions) throw new Error('useBoardActions outside the board canvas');
  return actions;
}

/** A card's title in lists and for assistive technology: its text, or the title of what it shows. */
export function cardTitle(card: ThinkboardCard, references: ReferenceMap, fallback: string): string {
  if (card.kind === 'text') return card.text.trim().slice(0, 80) || fallback;
  return references.get(referenceKey(card.kind, card.refId))?.title ?? fallback;
}
