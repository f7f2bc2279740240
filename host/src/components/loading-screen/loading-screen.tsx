import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { Logo } from '@mediawatch/shared/ui';

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(0.86); opacity: 0.6; }
`;

const ring = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

/** The full-screen loader with an animated logo, shown while auth loads (docs/spec.md §2). */
export function LoadingScreen() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading Mediawatch"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        zIndex: 9998,
      }}
    >
      <Box sx={{ position: 'relative', width: 120, height: 120, display: 'grid', placeItems: 'center' }}>
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            border: 3,
            borderColor: 'primary.main',
            borderTopColor: 'transparent',
            animation: `${ring} 1.2s linear infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
        <Box sx={{ animation: `${pulse} 1.6s ease-in-out infinite`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}>
          <Logo size={64} />
        </Box>
      </Box>
    </Box>
  );
}
