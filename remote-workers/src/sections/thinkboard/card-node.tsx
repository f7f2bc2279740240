import { memo } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { paths } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';

import { useThinkboardTexts } from './texts';
import { referenceKey, useBoardActions, type CardNode } from './board-context';

// ----------------------------------------------------------------------

export const CARD_WIDTH = 240;

const KIND_COLOR = { text: 'default', article: 'info', event: 'warning', note: 'success' } as const;

/** Where a card's title leads: the reader for an article, Notes for a note; an event has no page of its own. */
function referenceHref(card: CardNode['data']['card']): string | null {
  if (card.kind === 'article') return paths.read.getHref({ id: card.refId });
  if (card.kind === 'note') return paths.notes.getHref({ id: card.refId });
  return null;
}

/**
 * One card: a free text, or the article, event or note it shows (its title,
 * its source, day or author, and for an article or a note a link to it). The canvas is laid
 * out left to right in every language; the card's own texts follow the page's
 * direction, and what a person typed its own (dir="auto").
 */
function CardNodeView({ id, data, selected }: NodeProps<CardNode>) {
  const { t } = useThinkboardTexts();
  const theme = useTheme();
  const { canEdit, references, editCard, removeCard } = useBoardActions();
  const { card } = data;
  const reference = card.kind === 'text' ? null : references.get(referenceKey(card.kind, card.refId));
  const href = referenceHref(card);

  return (
    <Card
      variant="outlined"
      dir={theme.direction}
      sx={{
        width: CARD_WIDTH,
        p: 1.5,
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? 4 : 1,
      }}
    >
      <Handle type="target" position={Position.Top} />
      <Stack spacing={1}>
        <Chip size="small" label={t(`thinkboard.kinds.${card.kind}`)} color={KIND_COLOR[card.kind]} sx={{ alignSelf: 'flex-start' }} />
        {card.kind === 'text' ? (
          <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {card.text || t('thinkboard.card.untitled')}
          </Typography>
        ) : reference ? (
          <Box>
            {href ? (
              <Link
                component={RouterLink}
                to={href}
                variant="subtitle2"
                dir="auto"
                className="nodrag"
                sx={{ display: 'block', overflowWrap: 'anywhere' }}
              >
                {reference.title}
              </Link>
            ) : (
              <Typography variant="subtitle2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
                {reference.title}
              </Typography>
            )}
            <Typography variant="caption" dir="auto" sx={{ color: 'text.secondary' }}>
              {reference.detail}
            </Typography>
          </Box>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            {t(card.kind === 'note' ? 'thinkboard.card.missingNote' : 'thinkboard.card.missing')}
          </Typography>
        )}
        {canEdit ? (
          <Stack direction="row" spacing={1} className="nodrag">
            {card.kind === 'text' ? (
              <Button size="small" onClick={() => editCard(id)}>
                {t('thinkboard.card.edit')}
              </Button>
            ) : null}
            <Button size="small" color="error" onClick={() => removeCard(id)}>
              {t('thinkboard.card.remove')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <Handle type="source" position={Position.Bottom} />
    </Card>
  );
}

export const CardNodeComponent = memo(CardNodeView);
