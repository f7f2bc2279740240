import { useId } from 'react';
import Button from '@mui/material/Button';

// ----------------------------------------------------------------------

// FileReader rather than Blob.text(): the same code then runs in jsdom.
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

export interface OpmlImportButtonProps {
  onFile: (text: string) => void;
  pending?: boolean;
}

/** "Import OPML": a labelled file input that hands the chosen file's text on. */
export function OpmlImportButton({ onFile, pending }: OpmlImportButtonProps) {
  const id = useId();
  return (
    <Button component="label" htmlFor={id} variant="outlined" loading={pending}>
      Import OPML
      <input
        id={id}
        type="file"
        accept=".opml,.xml,text/x-opml,text/xml,application/xml"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Reset, so choosing the same file again imports again.
          event.target.value = '';
          if (file) void readText(file).then(onFile);
        }}
      />
    </Button>
  );
}
