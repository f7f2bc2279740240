import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  Background,
  Controls,
  MarkerType,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  applyEdgeChanges,
  applyNodeChanges,
  useNodesInitialized,
  useReactFlow,
  type AriaLabelConfig,
  type Connection,
  type Edge,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import xyflowCss from '@xyflow/react/dist/style.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAuthStore, type Thinkboard, type ThinkboardCard, type ThinkboardLink } from '@mediawatch/shared';
import { THINKBOARD_LIMITS } from '@mediawatch/shared/constants';
import { ActionDialog, NoticeSnackbar, lazyWithPreload, type Notice } from '@mediawatch/shared/ui';
import { UndoSnackbar } from '@mediawatch/shared/workbench';

import { useThinkboardTexts } from './texts';
import type { NewCard } from './add-card-dialog';
import { BoardSettingsDialog, type BoardSettings } from './board-settings-dialog';
import { BoardActionsContext, cardTitle, referenceKey, referenceMap, type BoardActions, type CardNode } from './board-context';
import { CARD_WIDTH, CardNodeComponent } from './card-node';
import type { LinkDraft } from './link-dialog';
import type { BoardContent } from './merge';
import { useBoardSync, type SyncStatus } from './use-board-sync';

// ----------------------------------------------------------------------
// The board's canvas (@xyflow/react, loaded with this chunk only: decision
// 0026). The nodes and edges are the editor's state; the saved content is
// derived from them, so measuring and selecting never count as edits.

const NODE_TYPES = { card: CardNodeComponent };

const FIT_VIEW = { padding: 0.2, maxZoom: 1 };

// The add-card and link dialogs (their toggle buttons, radios and article search)
// load on first use, not with the canvas (the settings dialog comes with the page's
// board form): a page with a board open stays within the
// dashboard's JavaScript budget (docs/decisions/0049-time-outs-measure-progress.md).
const AddCardDialog = lazyWithPreload(() => import('./add-card-dialog').then((module) => module.AddCardDialog));
const LinkDialog = lazyWithPreload(() => import('./link-dialog').then((module) => module.LinkDialog));

const toNode = (card: ThinkboardCard): CardNode => ({ id: card.id, type: 'card', position: { x: card.x, y: card.y }, data: { card } });

const toEdge = (link: ThinkboardLink): Edge => ({
  id: link.id,
  source: link.source,
  target: link.target,
  label: link.label || undefined,
  markerEnd: { type: MarkerType.ArrowClosed },
});

const nodeCard = (node: CardNode): ThinkboardCard => ({
  ...node.data.card,
  x: Math.round(node.position.x),
  y: Math.round(node.position.y),
});

const edgeLink = (edge: Edge): ThinkboardLink => ({
  id: edge.id,
  source: edge.source,
  target: edge.target,
  label: typeof edge.label === 'string' ? edge.label : '',
});

const newId = () => crypto.randomUUID();

/** About a card's height, for placing new cards. */
const CARD_HEIGHT = 140;

/** Cards and links just taken off the board, with where each card was in the list, for "Undo". */
interface Removal {
  nodes: { node: CardNode; index: number }[];
  edges: Edge[];
}

/** The removal put back: each card where it was, each link whose two cards are there, nothing twice. */
function restore(removal: Removal, nodes: CardNode[], edges: Edge[]): { nodes: CardNode[]; edges: Edge[] } {
  const nextNodes = [...nodes];
  for (const { node, index } of removal.nodes) {
    if (!nextNodes.some((item) => item.id === node.id))
      nextNodes.splice(Math.min(index, nextNodes.length), 0, { ...node, selected: false });
  }
  const cards = new Set(nextNodes.map((node) => node.id));
  const links = new Set(edges.map((edge) => edge.id));
  const back = removal.edges.filter((edge) => !links.has(edge.id) && cards.has(edge.source) && cards.has(edge.target));
  return { nodes: nextNodes, edges: [...edges, ...back.map((edge) => ({ ...edge, selected: false }))] };
}

const STATUS_COLOR: Record<SyncStatus, 'default' | 'success' | 'info' | 'warning' | 'error'> = {
  saved: 'success',
  pending: 'default',
  saving: 'info',
  conflict: 'warning',
  error: 'error',
};

// ----------------------------------------------------------------------

function BoardCanvas({ board }: { board: Thinkboard }) {
  const { t } = useThinkboardTexts();
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const canEdit = board.canEdit;
  const flow = useReactFlow();
  const wrapper = useRef<HTMLDivElement>(null);
  const hintId = useId();

  const [references, setReferences] = useState(() => referenceMap(board.references));
  const [nodes, setNodes] = useState<CardNode[]>(() => board.cards.map(toNode));
  const [edges, setEdges] = useState<Edge[]>(() => board.links.map(toEdge));
  const userId = useAuthStore((state) => state.user?.id);
  const [settings, setSettings] = useState<BoardSettings>(() => ({ title: board.title, shared: board.shared }));
  const [dialog, setDialog] = useState<
    | { kind: 'add' }
    | { kind: 'settings' }
    | { kind: 'link'; draft: LinkDraft; edgeId: string | null }
    | { kind: 'text'; cardId: string; text: string }
    | null
  >(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const content = useMemo<BoardContent>(
    () => ({ ...settings, cards: nodes.map(nodeCard), links: edges.map(edgeLink) }),
    [settings, nodes, edges],
  );
  const load = (next: BoardContent) => {
    setSettings({ title: next.title, shared: next.shared });
    setNodes(next.cards.map(toNode));
    setEdges(next.links.map(toEdge));
  };
  const takeReferences = (theirs: Thinkboard) => setReferences((current) => new Map([...current, ...referenceMap(theirs.references)]));
  // Another tab saved the board and this one has no change of its own: show that version.
  const sync = useBoardSync(board, content, canEdit, (next, theirs) => {
    takeReferences(theirs);
    load(next);
  });

  // Read through refs: the cards' actions stay the same while cards move, so a drag re-renders only the moved card.
  const nodesRef = useRef(nodes);
  nodesRef.current = nodes;
  const edgesRef = useRef(edges);
  edgesRef.current = edges;

  // A removal is an edit like any other (saved with the board), offered back with "Undo" or Ctrl+Z until the
  // next removal or UNDO_DELAY_MS (docs/decisions/0050-drafts-and-undo-on-the-workbench.md).
  const [removal, setRemoval] = useState<Removal | null>(null);
  /** Takes these cards (with their links) and links off the board, and offers them back. */
  const takeOff = useCallback((cardIds: ReadonlySet<string>, linkIds: ReadonlySet<string>) => {
    const nodes = nodesRef.current.flatMap((node, index) => (cardIds.has(node.id) ? [{ node, index }] : []));
    const edges = edgesRef.current.filter((edge) => linkIds.has(edge.id) || cardIds.has(edge.source) || cardIds.has(edge.target));
    if (nodes.length === 0 && edges.length === 0) return;
    const gone = new Set(edges.map((edge) => edge.id));
    setNodes((current) => current.filter((node) => !cardIds.has(node.id)));
    setEdges((current) => current.filter((edge) => !gone.has(edge.id) && !cardIds.has(edge.source) && !cardIds.has(edge.target)));
    setRemoval({ nodes, edges });
  }, []);
  const undoRemoval = () => {
    if (!removal) return;
    const back = restore(removal, nodesRef.current, edgesRef.current);
    setNodes(back.nodes);
    setEdges(back.edges);
    setRemoval(null);
  };

  const removeCard = useCallback((id: string) => takeOff(new Set([id]), new Set()), [takeOff]);
  const editCard = useCallback((id: string) => {
    const card = nodesRef.current.find((node) => node.id === id)?.data.card;
    if (card?.kind === 'text') setDialog({ kind: 'text', cardId: id, text: card.text });
  }, []);

  const actions = useMemo<BoardActions>(() => ({ canEdit, references, editCard, removeCard }), [canEdit, references, editCard, removeCard]);

  // Fit once the cards have their sizes (the first fit runs before they are measured in a slow start).
  const measured = useNodesInitialized();
  useEffect(() => {
    if (measured) void flow.fitView(FIT_VIEW);
  }, [measured, flow]);

  // The Delete key's removals go through takeOff (onDelete), so they too can be undone.
  const onNodesChange = useCallback(
    (changes: NodeChange<CardNode>[]) =>
      setNodes((current) =>
        applyNodeChanges(
          changes.filter((change) => change.type !== 'remove'),
          current,
        ),
      ),
    [],
  );
  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) =>
      setEdges((current) =>
        applyEdgeChanges(
          changes.filter((change) => change.type !== 'remove'),
          current,
        ),
      ),
    [],
  );
  const onDelete = useCallback(
    ({ nodes: cards, edges: links }: { nodes: CardNode[]; edges: Edge[] }) =>
      takeOff(new Set(cards.map((node) => node.id)), new Set(links.map((edge) => edge.id))),
    [takeOff],
  );

  const linked = (source: string, target: string) =>
    edges.some((edge) => (edge.source === source && edge.target === target) || (edge.source === target && edge.target === source));

  const onConnect = (connection: Connection) => {
    if (connection.source === connection.target || linked(connection.source, connection.target)) return;
    setDialog({ kind: 'link', draft: { source: connection.source, target: connection.target, label: '' }, edgeId: null });
  };

  /** Where a new card goes: the middle of what is in view, a step aside from a card already there. */
  const placeNew = () => {
    const box = wrapper.current?.getBoundingClientRect();
    const center = box ? flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 }) : { x: 0, y: 0 };
    let x = Math.round(center.x - CARD_WIDTH / 2);
    const y = Math.round(center.y - CARD_HEIGHT / 2);
    // Beside the cards already there, never on top of one.
    while (nodes.some((node) => Math.abs(node.position.x - x) < CARD_WIDTH + 20 && Math.abs(node.position.y - y) < CARD_HEIGHT)) {
      x += CARD_WIDTH + 40;
    }
    return { x, y };
  };

  const addCard = (card: NewCard) => {
    const { x, y } = placeNew();
    const id = newId();
    if (card.kind === 'text') {
      setNodes((current) => [...current, toNode({ id, kind: 'text', text: card.text, x, y })]);
    } else {
      setReferences((current) => new Map(current).set(referenceKey(card.kind, card.refId), card.reference));
      setNodes((current) => [...current, toNode({ id, kind: card.kind, refId: card.refId, x, y })]);
    }
    setDialog(null);
  };

  const saveLink = (draft: LinkDraft, edgeId: string | null) => {
    if (edgeId) {
      setEdges((current) => current.map((edge) => (edge.id === edgeId ? { ...edge, label: draft.label || undefined } : edge)));
    } else {
      setEdges((current) => [...current, toEdge({ id: newId(), ...draft })]);
    }
    setDialog(null);
  };

  const selectedEdges = edges.filter((edge) => edge.selected);
  const anySelected = selectedEdges.length > 0 || nodes.some((node) => node.selected);
  const titleById = useMemo(
    () => new Map(nodes.map((node) => [node.id, cardTitle(node.data.card, references, t('thinkboard.card.untitled'))])),
    [nodes, references, t],
  );
  const titles = [...titleById].map(([id, title]) => ({ id, title }));

  const editLink = (edge: Edge) => canEdit && setDialog({ kind: 'link', draft: edgeLink(edge), edgeId: edge.id });

  const deleteSelected = () =>
    takeOff(new Set(nodes.filter((node) => node.selected).map((node) => node.id)), new Set(selectedEdges.map((edge) => edge.id)));

  const untitled = t('thinkboard.card.untitled');
  const removalText = !removal
    ? null
    : removal.nodes.length === 1
      ? t('thinkboard.canvas.removedCard', { title: cardTitle(removal.nodes[0]!.node.data.card, references, untitled) })
      : removal.nodes.length > 1
        ? t('thinkboard.canvas.removedCards', { count: removal.nodes.length })
        : t('thinkboard.canvas.removedLinks', { count: removal.edges.length });
  // Ctrl+Z (⌘Z) puts back what was just removed, wherever the focus went (a removed card takes it along),
  // except in a text field, where it stays the field's own undo.
  const undoRef = useRef(undoRemoval);
  undoRef.current = undoRemoval;
  const offered = removal !== null;
  useEffect(() => {
    if (!offered) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || event.key.toLowerCase() !== 'z') return;
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      undoRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [offered]);

  const resolve = (choice: 'merge' | 'reload') => {
    const next = sync.resolve(choice);
    if (sync.conflict) takeReferences(sync.conflict);
    load(next);
    if (choice === 'merge') setNotice({ severity: 'success', text: t('thinkboard.conflict.merged') });
  };

  const ariaLabelConfig = useMemo<Partial<AriaLabelConfig>>(
    () => ({
      'node.a11yDescription.default': t('thinkboard.canvas.nodeHint'),
      'node.a11yDescription.keyboardDisabled': t('thinkboard.canvas.nodeHint'),
      'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }) => t('thinkboard.canvas.moved', { direction, x, y }),
      'edge.a11yDescription.default': t('thinkboard.canvas.edgeHint'),
      'controls.ariaLabel': t('thinkboard.canvas.controls'),
      'controls.zoomIn.ariaLabel': t('thinkboard.canvas.zoomIn'),
      'controls.zoomOut.ariaLabel': t('thinkboard.canvas.zoomOut'),
      'controls.fitView.ariaLabel': t('thinkboard.canvas.fitView'),
      'controls.interactive.ariaLabel': t('thinkboard.canvas.interactive'),
      'minimap.ariaLabel': t('thinkboard.canvas.minimap'),
      'handle.ariaLabel': t('thinkboard.canvas.handle'),
    }),
    [t],
  );

  // Named for assistive technology: the kind and title of a card, the ends and label of a link.
  const shownNodes = useMemo(
    () => nodes.map((node) => ({ ...node, ariaLabel: `${t(`thinkboard.kinds.${node.data.card.kind}`)}: ${titleById.get(node.id)}` })),
    [nodes, titleById, t],
  );
  const shownEdges = useMemo(
    () =>
      edges.map((edge) => ({
        ...edge,
        ariaLabel: `${titleById.get(edge.source)} → ${titleById.get(edge.target)}${typeof edge.label === 'string' && edge.label ? `: ${edge.label}` : ''}`,
      })),
    [edges, titleById],
  );

  return (
    <BoardActionsContext.Provider value={actions}>
      {/* Not through emotion: its right-to-left plugin would flip the library's left/right and transform origins. React hoists it once. */}
      <style href="xyflow-react" precedence="low">
        {xyflowCss}
      </style>
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          role="toolbar"
          aria-label={t('thinkboard.canvas.toolbar')}
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          {canEdit ? (
            <>
              <Button variant="contained" {...AddCardDialog.preloadOn} onClick={() => setDialog({ kind: 'add' })}>
                {t('thinkboard.canvas.addCard')}
              </Button>
              <Button
                variant="outlined"
                disabled={nodes.length < 2}
                {...LinkDialog.preloadOn}
                onClick={() => setDialog({ kind: 'link', draft: { source: '', target: '', label: '' }, edgeId: null })}
              >
                {t('thinkboard.canvas.addLink')}
              </Button>
              <Button
                variant="outlined"
                disabled={selectedEdges.length !== 1}
                {...LinkDialog.preloadOn}
                onClick={() => selectedEdges[0] && editLink(selectedEdges[0])}
              >
                {t('thinkboard.canvas.editLink')}
              </Button>
              <Button variant="outlined" color="error" disabled={!anySelected} onClick={deleteSelected}>
                {t('thinkboard.canvas.deleteSelected')}
              </Button>
              <Button variant="outlined" onClick={() => setDialog({ kind: 'settings' })}>
                {t('thinkboard.canvas.settings')}
              </Button>
            </>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          <Chip
            role="status"
            color={STATUS_COLOR[sync.status]}
            variant={sync.status === 'saved' ? 'outlined' : 'filled'}
            label={
              !canEdit
                ? t('thinkboard.save.readOnly')
                : sync.status === 'error'
                  ? t('thinkboard.save.error', { message: sync.error ?? '' })
                  : t(`thinkboard.save.${sync.status === 'conflict' ? 'pending' : sync.status}`)
            }
          />
          {sync.status === 'error' ? (
            <Button size="small" onClick={sync.retry}>
              {t('thinkboard.save.retry')}
            </Button>
          ) : null}
        </Stack>
        <Typography id={hintId} variant="caption" sx={{ color: 'text.secondary' }}>
          {t('thinkboard.canvas.keyboardHint')}
        </Typography>
        <Card
          ref={wrapper}
          component="section"
          aria-label={t('thinkboard.canvas.label')}
          aria-describedby={hintId}
          dir="ltr"
          variant="outlined"
          sx={{ height: { xs: '60vh', md: '62vh' }, minHeight: 380, p: 0 }}
        >
          <ReactFlow<CardNode, Edge>
            nodes={shownNodes}
            edges={shownEdges}
            nodeTypes={NODE_TYPES}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onDelete={onDelete}
            onConnect={canEdit ? onConnect : undefined}
            onEdgeDoubleClick={(_, edge) => editLink(edge)}
            nodesDraggable={canEdit}
            nodesConnectable={canEdit}
            elementsSelectable
            deleteKeyCode={canEdit ? ['Delete', 'Backspace'] : null}
            colorMode={theme.palette.mode}
            ariaLabelConfig={ariaLabelConfig}
            fitView
            fitViewOptions={FIT_VIEW}
            minZoom={0.2}
            maxZoom={2}
            defaultEdgeOptions={{ labelBgPadding: [6, 3], labelBgBorderRadius: 4 }}
            proOptions={{ hideAttribution: true }}
          >
            <Background gap={24} />
            <Controls position={rtl ? 'bottom-right' : 'bottom-left'} showInteractive={canEdit} />
            <MiniMap
              position={rtl ? 'bottom-left' : 'bottom-right'}
              pannable
              zoomable
              style={phone ? { width: 96, height: 72 } : undefined}
            />
          </ReactFlow>
        </Card>
      </Stack>

      {dialog?.kind === 'settings' ? (
        <BoardSettingsDialog
          initial={settings}
          mayShare={board.ownerId !== null && board.ownerId === userId}
          onClose={() => setDialog(null)}
          onSave={(next) => {
            setSettings(next);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'add' ? <AddCardDialog onClose={() => setDialog(null)} onAdd={addCard} /> : null}
      {dialog?.kind === 'link' ? (
        <LinkDialog
          cards={titles}
          initial={dialog.draft}
          editing={dialog.edgeId !== null}
          linked={linked}
          onClose={() => setDialog(null)}
          onSave={(draft) => saveLink(draft, dialog.edgeId)}
        />
      ) : null}
      {dialog?.kind === 'text' ? (
        <ActionDialog
          title={t('thinkboard.editCard.title')}
          submitLabel={t('thinkboard.editCard.submit')}
          onClose={() => setDialog(null)}
          submitDisabled={!dialog.text.trim()}
          onSubmit={() => {
            setNodes((current) =>
              current.map((node) =>
                node.id === dialog.cardId && node.data.card.kind === 'text'
                  ? { ...node, data: { card: { ...node.data.card, text: dialog.text.trim() } } }
                  : node,
              ),
            );
            setDialog(null);
          }}
        >
          <TextField
            label={t('thinkboard.fields.text')}
            value={dialog.text}
            onChange={(event) => setDialog({ ...dialog, text: event.target.value })}
            multiline
            minRows={3}
            autoFocus
            required
            slotProps={{ htmlInput: { maxLength: THINKBOARD_LIMITS.textMax, dir: 'auto' } }}
          />
        </ActionDialog>
      ) : null}

      <Dialog open={sync.conflict !== null} aria-labelledby="thinkboard-conflict-title" aria-describedby="thinkboard-conflict-text">
        <DialogTitle id="thinkboard-conflict-title">{t('thinkboard.conflict.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="thinkboard-conflict-text">{t('thinkboard.conflict.content')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="warning" onClick={() => resolve('reload')}>
            {t('thinkboard.conflict.reload')}
          </Button>
          <Button variant="contained" onClick={() => resolve('merge')} autoFocus>
            {t('thinkboard.conflict.merge')}
          </Button>
        </DialogActions>
      </Dialog>
      {!canEdit ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('thinkboard.readOnlyNotice')}
        </Alert>
      ) : null}
      <UndoSnackbar text={removalText} onUndo={undoRemoval} onClose={() => setRemoval(null)} />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </BoardActionsContext.Provider>
  );
}

/** The canvas of one board, editable when the caller may change it (the default export loads lazily). */
export default function BoardEditor({ board }: { board: Thinkboard }) {
  return (
    <ReactFlowProvider>
      <BoardCanvas board={board} />
    </ReactFlowProvider>
  );
}
