import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// ----------------------------------------------------------------------
// The few Material icons the player needs (paths from Material Icons,
// Apache 2.0), drawn with the shared SvgIcon instead of adding a package.

// Right to left the bar is mirrored (previous at the start, the progress
// filling leftwards), so the arrows that say "back" and "on" turn with it.
// Play keeps its shape, as everywhere.
const MIRRORED_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

function icon(path: string, { mirrorInRtl = false } = {}) {
  return function Icon({ sx, ...props }: SvgIconProps) {
    return (
      <SvgIcon {...props} sx={[mirrorInRtl && MIRRORED_IN_RTL, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}>
        <path d={path} />
      </SvgIcon>
    );
  };
}

export const PlayIcon = icon('M8 5v14l11-7z');
export const PauseIcon = icon('M6 19h4V5H6v14zm8-14v14h4V5h-4z');
export const PreviousIcon = icon('M6 6h2v12H6zm3.5 6 8.5 6V6z', { mirrorInRtl: true });
export const NextIcon = icon('M6 18l8.5-6L6 6v12zM16 6v12h2V6h-2z', { mirrorInRtl: true });
export const RewindIcon = icon('M11 18V6l-8.5 6 8.5 6zm.5-6 8.5 6V6l-8.5 6z', { mirrorInRtl: true });
export const ForwardIcon = icon('M4 18l8.5-6L4 6v12zm9-12v12l8.5-6L13 6z', { mirrorInRtl: true });
export const VolumeIcon = icon(
  'M3 9v6h4l5 5V4L7 9H3zm13.5 3c0-1.77-1.02-3.29-2.5-4.03v8.05c1.48-.73 2.5-2.25 2.5-4.02zM14 3.23v2.06c2.89.86 5 3.54 5 6.71s-2.11 5.85-5 6.71v2.06c4.01-.91 7-4.49 7-8.77s-2.99-7.86-7-8.77z',
);
export const PlaylistIcon = icon(
  'M15 6H3v2h12V6zm0 4H3v2h12v-2zM3 16h8v-2H3v2zM17 6v8.18c-.31-.11-.65-.18-1-.18-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3V8h3V6h-5z',
);
export const HideIcon = icon('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z');
export const ShowIcon = icon('m12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z');
