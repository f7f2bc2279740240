import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** A check mark (Material "done"): mark as read. */
export function DoneIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
    </SvgIcon>
  );
}
