import { useId } from 'react';
import Button from '@mui/material/Button';

import { useTranslate } from '../../locales';

// ----------------------------------------------------------------------

// FileReader rather than Blob.text(): the same code then runs in jsdom.
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

export interface OpmlImportButtonProps {
  onFile: (text: string) => void;
  /** The chosen file could not be read (`message` says so in words). */
  onReadError: (message: string) => void;
  pending?: boolean;
}

/** "Import OPML": a labelled file input that hands the chosen file's text on. */
export function OpmlImportButton({ onFile, onReadError, pending }: OpmlImportButtonProps) {
  const id = useId();
  const { t } = useTranslate();
  return (
    <Button component="label" htmlFor={id} variant="outlined" loading={pending}>
      {t('sources.importOpml')}
      <input
        id={id}
        type="file"
        accept=".opml,.xml,text/x-opml,text/xml,application/xml"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Reset, so choosing the same file again imports again.
          event.target.value = '';
          if (file) void readText(file).then(onFile, () => onReadError(t('sources.readFailed')));
        }}
      />
    </Button>
  );
}
