import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// ----------------------------------------------------------------------
// Drawn here rather than taken from @mui/icons-material, whose weight the
// login page's bundle budget cannot afford for two glyphs.

export function EyeIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 5c-5 0-9.27 3.11-11 7 1.73 3.89 6 7 11 7s9.27-3.11 11-7c-1.73-3.89-6-7-11-7Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z" />
    </SvgIcon>
  );
}
