import { useRef } from 'react';
import Button from '@mui/material/Button';

import { useSourcesTexts } from './texts';

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

/**
 * "Import OPML": a button that opens the file picker and hands the chosen
 * file's text on. The file input itself is hidden; it keeps the button's name,
 * so it can still be found by it (as tests do).
 */
export function OpmlImportButton({ onFile, onReadError, pending }: OpmlImportButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useSourcesTexts();
  return (
    <>
      <Button variant="outlined" loading={pending} onClick={() => input.current?.click()}>
        {t('sources.importOpml')}
      </Button>
      <input
        ref={input}
        type="file"
        aria-label={t('sources.importOpml')}
        accept=".opml,.xml,text/x-opml,text/xml,application/xml"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Reset, so choosing the same file again imports again.
          event.target.value = '';
          if (file) void readText(file).then(onFile, () => onReadError(t('sources.readFailed')));
        }}
      />
    </>
  );
}
