import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { usePodcastMutations, type Podcast } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export interface PodcastDeleteDialogProps {
  podcast: Podcast | null;
  onClose: () => void;
  onDeleted: (podcast: Podcast) => void;
}

/** Asks before deleting; the uploaded files only this podcast used go with it. */
export function PodcastDeleteDialog({ podcast, onClose, onDeleted }: PodcastDeleteDialogProps) {
  const { remove } = usePodcastMutations();

  async function confirm() {
    if (!podcast) return;
    try {
      await remove.mutateAsync(podcast._id);
      remove.reset();
      onDeleted(podcast);
    } catch {
      // Shown from the mutation's error below.
    }
  }

  return (
    <Dialog
      open={!!podcast}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      aria-labelledby="podcast-delete-title"
      aria-describedby="podcast-delete-text"
    >
      <DialogTitle id="podcast-delete-title">Delete podcast?</DialogTitle>
      <DialogContent>
        {remove.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {remove.error.message}
          </Alert>
        )}
        <DialogContentText id="podcast-delete-text">
          “{podcast?.title}” will be removed from the list and the player. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button onClick={confirm} color="error" variant="contained" loading={remove.isPending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
