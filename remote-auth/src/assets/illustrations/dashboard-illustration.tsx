import { useId } from 'react';
import Box from '@mui/material/Box';
import { alpha, lighten, useTheme, type SxProps, type Theme } from '@mui/material/styles';

// ----------------------------------------------------------------------
// An original drawing of the product: a dashboard window with key figures, a
// coverage chart, a sentiment ring and a news feed, plus two floating cards.
// Every colour comes from the theme, so it follows light and dark mode and the
// colour presets. It is decorative and hidden from assistive technology.

export interface DashboardIllustrationProps {
  sx?: SxProps<Theme>;
}

type Point = readonly [number, number];

const COVERAGE = [38, 50, 44, 62, 55, 74, 66, 86, 80];
const REACH = [22, 28, 34, 30, 42, 38, 50, 46, 58];
const BARS = [34, 52, 40, 64, 48, 76];

/** Maps a series onto a plot box, highest value at the top. */
function toPoints(series: number[], x: number, y: number, width: number, height: number): Point[] {
  const step = width / (series.length - 1);
  return series.map((value, index) => [x + index * step, y + height - (value / 100) * height] as const);
}

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers). */
function smoothPath(points: Point[]): string {
  const [first] = points;
  if (!first) return '';
  let path = `M${first[0]},${first[1]}`;
  for (let index = 0; index < points.length - 1; index += 1) {
    const p0 = points[index - 1] ?? points[index]!;
    const p1 = points[index]!;
    const p2 = points[index + 1]!;
    const p3 = points[index + 2] ?? p2;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    path += ` C${c1[0]},${c1[1]} ${c2[0]},${c2[1]} ${p2[0]},${p2[1]}`;
  }
  return path;
}

// ----------------------------------------------------------------------

export function DashboardIllustration({ sx }: DashboardIllustrationProps) {
  const theme = useTheme();
  // useId's characters are not all valid in url(#...) references.
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');

  const { primary, secondary, info, success, warning, error, text, divider, background } = theme.palette;
  const dark = theme.palette.mode === 'dark';

  const surface = background.paper;
  const raised = dark ? lighten(background.paper, 0.08) : background.paper;
  const card = alpha(text.primary, dark ? 0.05 : 0.03);
  const cardStroke = alpha(text.primary, 0.08);
  const strong = alpha(text.primary, 0.45);
  const soft = alpha(text.primary, 0.2);
  const faint = alpha(text.primary, 0.1);
  const shadow = `url(#${id}-shadow)`;

  const coverage = toPoints(COVERAGE, 150, 180, 246, 78);
  const reach = toPoints(REACH, 150, 180, 246, 78);
  const coverageLine = smoothPath(coverage);
  const coverageArea = `${coverageLine} L396,258 L150,258 Z`;

  const ring = 2 * Math.PI * 30;
  const shares = [
    { share: 0.52, color: success.main },
    { share: 0.3, color: warning.main },
    { share: 0.18, color: error.main },
  ];
  const sentiment = shares.map((segment, index) => ({
    ...segment,
    start: shares.slice(0, index).reduce((sum, { share }) => sum + share, 0) * ring,
  }));

  const kpis = [
    { x: 136, color: primary.main, trend: [30, 24, 28, 18, 20, 10] },
    { x: 280, color: success.main, trend: [28, 26, 20, 22, 14, 12] },
    { x: 424, color: warning.main, trend: [14, 22, 18, 26, 20, 28] },
  ];

  const feed = [
    { color: primary.main, title: 226, subtitle: 150, tag: info.main },
    { color: secondary.main, title: 190, subtitle: 120, tag: success.main },
    { color: warning.main, title: 240, subtitle: 136, tag: error.main },
  ];

  return (
    <Box
      component="svg"
      // Drawn on a 600 × 450 grid; the margin leaves room for the cards' shadows.
      viewBox="-24 -12 648 492"
      aria-hidden
      focusable="false"
      sx={[{ display: 'block', width: 1, height: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <defs>
        {/* The whole drawing as the filter region, so no shadow is cut off square. */}
        <filter id={`${id}-shadow`} filterUnits="userSpaceOnUse" x="-24" y="-12" width="648" height="492">
          <feDropShadow dx="0" dy="12" stdDeviation="12" floodColor="#000" floodOpacity={dark ? 0.45 : 0.12} />
        </filter>
        <linearGradient id={`${id}-area`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={primary.main} stopOpacity={0.36} />
          <stop offset="1" stopColor={primary.main} stopOpacity={0} />
        </linearGradient>
        <linearGradient id={`${id}-bar`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={primary.light} />
          <stop offset="1" stopColor={primary.dark} />
        </linearGradient>
      </defs>

      {/* Window */}
      <rect x="30" y="24" width="540" height="400" rx="16" fill={surface} stroke={divider} filter={shadow} />
      <circle cx="52" cy="40" r="5" fill={alpha(error.main, 0.8)} />
      <circle cx="68" cy="40" r="5" fill={alpha(warning.main, 0.8)} />
      <circle cx="84" cy="40" r="5" fill={alpha(success.main, 0.8)} />
      <rect x="110" y="33" width="180" height="14" rx="7" fill={faint} />
      <line x1="30" y1="56.5" x2="570" y2="56.5" stroke={divider} />

      {/* Side navigation */}
      <path d="M30 57h90v351a16 16 0 0 1-16 16H46a16 16 0 0 1-16-16Z" fill={alpha(primary.main, 0.05)} />
      {[0, 1, 2, 3, 4, 5, 6].map((item) => {
        const y = 78 + item * 30;
        const active = item === 1;
        return (
          <g key={item}>
            {active && <rect x="38" y={y - 6} width="76" height="24" rx="6" fill={alpha(primary.main, 0.16)} />}
            <rect x="46" y={y} width="12" height="12" rx="3" fill={active ? primary.main : soft} />
            <rect x="64" y={y + 3} width={item % 2 ? 40 : 32} height="6" rx="3" fill={active ? primary.main : faint} />
          </g>
        );
      })}

      {/* Key figures */}
      {kpis.map(({ x, color, trend }) => (
        <g key={x}>
          <rect x={x} y="72" width="130" height="60" rx="10" fill={card} stroke={cardStroke} />
          <rect x={x + 12} y="86" width="46" height="6" rx="3" fill={soft} />
          <rect x={x + 12} y="100" width="56" height="16" rx="4" fill={strong} />
          <polyline
            points={trend.map((value, index) => `${x + 76 + index * 9},${90 + value}`).join(' ')}
            fill="none"
            stroke={color}
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ))}

      {/* Coverage chart */}
      <rect x="136" y="144" width="274" height="130" rx="10" fill={card} stroke={cardStroke} />
      <rect x="150" y="158" width="76" height="6" rx="3" fill={strong} />
      <circle cx="336" cy="161" r="4" fill={primary.main} />
      <rect x="344" y="158" width="20" height="6" rx="3" fill={soft} />
      <circle cx="374" cy="161" r="4" fill={info.main} />
      <rect x="382" y="158" width="16" height="6" rx="3" fill={soft} />
      {[184, 208, 232, 258].map((y) => (
        <line key={y} x1="150" y1={y} x2="396" y2={y} stroke={faint} strokeDasharray="4 5" />
      ))}
      <path d={coverageArea} fill={`url(#${id}-area)`} />
      <path d={smoothPath(reach)} fill="none" stroke={info.main} strokeWidth="2.5" strokeDasharray="6 6" strokeLinecap="round" />
      <path d={coverageLine} fill="none" stroke={primary.main} strokeWidth="3.5" strokeLinecap="round" />
      {coverage[7] && <circle cx={coverage[7][0]} cy={coverage[7][1]} r="6" fill={surface} stroke={primary.main} strokeWidth="3" />}

      {/* Sentiment ring */}
      <rect x="424" y="144" width="130" height="130" rx="10" fill={card} stroke={cardStroke} />
      <g transform="rotate(-90 489 204)">
        {sentiment.map(({ share, color, start }) => (
          <circle
            key={color}
            cx="489"
            cy="204"
            r="30"
            fill="none"
            stroke={color}
            strokeWidth="11"
            // A 3-unit gap between segments.
            strokeDasharray={`${Math.max(share * ring - 3, 0)} ${ring}`}
            strokeDashoffset={-start}
          />
        ))}
      </g>
      <rect x="477" y="198" width="24" height="12" rx="3" fill={strong} />
      {sentiment.map(({ color }, index) => (
        <g key={color}>
          <circle cx={444 + index * 36} cy="255" r="4" fill={color} />
          <rect x={452 + index * 36} y="252" width="18" height="6" rx="3" fill={soft} />
        </g>
      ))}

      {/* News feed */}
      <rect x="136" y="288" width="418" height="124" rx="10" fill={card} stroke={cardStroke} />
      <rect x="150" y="300" width="84" height="6" rx="3" fill={strong} />
      <rect x="506" y="296" width="36" height="14" rx="7" fill={alpha(error.main, 0.16)} />
      <circle cx="515" cy="303" r="3" fill={error.main} />
      <rect x="522" y="300" width="14" height="6" rx="3" fill={alpha(error.main, 0.7)} />
      {feed.map(({ color, title, subtitle, tag }, index) => {
        const y = 318 + index * 31;
        return (
          <g key={color}>
            {index > 0 && <line x1="150" y1={y - 4.5} x2="540" y2={y - 4.5} stroke={faint} />}
            <rect x="150" y={y} width="24" height="24" rx="6" fill={alpha(color, 0.24)} />
            <rect x="156" y={y + 8} width="12" height="3" rx="1.5" fill={color} />
            <rect x="156" y={y + 14} width="8" height="3" rx="1.5" fill={alpha(color, 0.6)} />
            <rect x="184" y={y + 4} width={title} height="6" rx="3" fill={soft} />
            <rect x="184" y={y + 15} width={subtitle} height="5" rx="2.5" fill={faint} />
            <rect x="496" y={y + 5} width="44" height="14" rx="7" fill={alpha(tag, 0.16)} />
            <rect x="506" y={y + 10} width="24" height="4" rx="2" fill={tag} />
          </g>
        );
      })}

      {/* Floating alert */}
      <g filter={shadow}>
        <rect x="424" y="2" width="164" height="46" rx="12" fill={raised} stroke={divider} />
      </g>
      <circle cx="448" cy="25" r="12" fill={alpha(warning.main, 0.2)} />
      <circle cx="448" cy="25" r="4.5" fill={warning.main} />
      <rect x="468" y="17" width="96" height="6" rx="3" fill={strong} />
      <rect x="468" y="29" width="64" height="5" rx="2.5" fill={soft} />

      {/* Floating volume card */}
      <g filter={shadow}>
        <rect x="2" y="322" width="132" height="116" rx="12" fill={raised} stroke={divider} />
      </g>
      <rect x="16" y="336" width="52" height="6" rx="3" fill={strong} />
      <rect x="16" y="348" width="34" height="5" rx="2.5" fill={soft} />
      {BARS.map((value, index) => (
        <rect
          key={index}
          x={18 + index * 18}
          y={424 - value * 0.8}
          width="10"
          height={value * 0.8}
          rx="3"
          fill={index === BARS.length - 1 ? secondary.main : `url(#${id}-bar)`}
          opacity={index === BARS.length - 1 ? 1 : 0.45 + index * 0.1}
        />
      ))}
    </Box>
  );
}
