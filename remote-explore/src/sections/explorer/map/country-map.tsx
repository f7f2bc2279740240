import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { geoEqualEarth, geoPath, type ExtendedFeature, type ExtendedFeatureCollection, type GeoGeometryObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import { Link as RouterLink, useNavigate } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { InlineList } from '@mediawatch/shared/ui';

import { useExplorerTexts } from '../texts';
import { COUNTRY_IDS } from './country-ids';
import { fetchTopology } from './topology';
import { classOf, useMapColors } from './map-scale';

// The drawing of the coverage map, its own chunk with d3-geo, topojson-client
// and the topology (docs/decisions/0048-the-coverage-map.md): Natural Earth's
// 1:110m countries, Equal Earth projection (equal area: a country's colour
// covers its true share of the page), Antarctica left out.

const WIDTH = 960;

interface Shape {
  /** ISO 3166-1 alpha-2, or null for a shape without one (no data is ever its). */
  code: string | null;
  d: string;
}

interface Drawing {
  shapes: Shape[];
  height: number;
  /** The codes drawn (a country too small for 1:110m is not). */
  drawn: Set<string | null>;
}

/** The shapes' paths: the projection fits the width, the height follows. */
function draw(world: unknown): Drawing {
  const topology = world as Parameters<typeof feature>[0];
  const all = feature(topology, topology.objects.countries!) as unknown as ExtendedFeatureCollection<
    ExtendedFeature<GeoGeometryObjects, { name: string }>
  >;
  const features = all.features.filter((shape) => shape.id !== '010');
  const collection: ExtendedFeatureCollection = { type: 'FeatureCollection', features };
  const projection = geoEqualEarth().fitWidth(WIDTH, collection);
  const path = geoPath(projection).digits(1);
  const [, [, bottom]] = path.bounds(collection);
  const shapes: Shape[] = features.map((shape) => ({
    code: COUNTRY_IDS[String(shape.id)] ?? COUNTRY_IDS[`name:${shape.properties.name}`] ?? null,
    d: path(shape) ?? '',
  }));
  return { shapes, height: Math.ceil(bottom), drawn: new Set(shapes.map((shape) => shape.code)) };
}

/** Fetched and drawn once per page; a failure is tried again on the next mount or retry. */
let cached: Drawing | null = null;
let pending: Promise<Drawing> | null = null;
function loadDrawing(): Promise<Drawing> {
  pending ??= fetchTopology()
    .then(draw)
    .then((result) => (cached = result))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

export interface MapCountry {
  country: string;
  count: number;
  share: number;
  /** The accessible name and the read-out: "France: 123 articles, 12 %". */
  label: string;
  /** The Search page with the query and this country. */
  href: string;
}

export interface CountryMapProps {
  /** The countries with data, most mentioned first (the keyboard's order). */
  countries: MapCountry[];
  /** The scale's top (shared by the compared queries' maps). */
  top: number;
  /** The map's accessible name. */
  label: string;
}

/**
 * One query's countries: each country with data a link to its articles in
 * the Search, focusable (one tab stop for the map; the arrow keys go from
 * country to country, most mentioned first) and named with its figures,
 * which the read-out above the map shows on hover or focus.
 */
export default function CountryMap(props: CountryMapProps) {
  const { t } = useExplorerTexts();
  const [state, setState] = useState<Drawing | 'failed' | null>(cached);
  useEffect(() => {
    if (state) return;
    let live = true;
    loadDrawing().then(
      (result) => live && setState(result),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [state]);
  if (state === 'failed')
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('explorer.map.failed')}</Typography>
        <Button size="small" onClick={() => setState(null)}>
          {t('explorer.map.retry')}
        </Button>
      </Box>
    );
  if (!state) return <Skeleton variant="rounded" sx={{ aspectRatio: '2 / 1', height: 'auto' }} aria-label={t('explorer.map.loading')} />;
  return <MapDrawing {...props} drawing={state} />;
}

function MapDrawing({ countries, top, label, drawing }: CountryMapProps & { drawing: Drawing }) {
  const { t } = useExplorerTexts();
  const colors = useMapColors();
  const rtl = useTheme().direction === 'rtl';
  const navigate = useNavigate();
  const links = useRef(new Map<string, HTMLOrSVGElement>());
  const byCode = useMemo(() => new Map(countries.map((country) => [country.country, country])), [countries]);
  const drawn = countries.filter((country) => drawing.drawn.has(country.country));
  const notDrawn = countries.filter((country) => !drawing.drawn.has(country.country));
  const [current, setCurrent] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  // The map's one tab stop: the country last focused, else the most mentioned.
  const tabStop = current && byCode.has(current) ? current : (drawn[0]?.country ?? null);
  const shownCountry = shown ? byCode.get(shown) : undefined;

  const move = (event: KeyboardEvent<SVGSVGElement>) => {
    // Enter opens the focused country here (the keyboard's click on an SVG link is not the same in every engine).
    if (event.key === 'Enter' && tabStop) {
      event.preventDefault();
      void navigate(byCode.get(tabStop)!.href);
      return;
    }
    const order = drawn.map((country) => country.country);
    const at = order.indexOf(tabStop ?? '');
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward || event.key === 'ArrowDown'
        ? Math.min(order.length - 1, at + 1)
        : event.key === back || event.key === 'ArrowUp'
          ? Math.max(0, at - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? order.length - 1
              : null;
    if (next === null || at < 0) return;
    event.preventDefault();
    setCurrent(order[next]!);
    links.current.get(order[next]!)?.focus();
  };

  const open = (event: MouseEvent<Element>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };

  const outlined = shown ? drawing.shapes.filter((shape) => shape.code === shown) : [];

  return (
    <Box>
      {/* The read-out: what the focused country's name says, for the eye (hidden from screen readers, which hear the name). */}
      <Typography variant="body2" aria-hidden dir="auto" noWrap sx={{ minHeight: '1.5em', fontWeight: 600 }}>
        {shownCountry?.label ?? '\u00a0'}
      </Typography>
      <Box
        component="svg"
        role="group"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${drawing.height}`}
        onKeyDown={move}
        onMouseLeave={() => setShown(null)}
        sx={{ display: 'block', width: '100%', height: 'auto', direction: 'ltr /* @noflip */' }}
      >
        {drawing.shapes.map((shape, index) => {
          const data = shape.code ? byCode.get(shape.code) : undefined;
          if (!data) return <path key={index} d={shape.d} fill={colors.none} stroke={colors.border} strokeWidth={0.5} aria-hidden />;
          return (
            <a
              key={index}
              href={data.href}
              aria-label={data.label}
              tabIndex={data.country === tabStop ? 0 : -1}
              ref={(element: HTMLOrSVGElement | null) => {
                if (element) links.current.set(data.country, element);
                else links.current.delete(data.country);
              }}
              onClick={(event: MouseEvent<Element>) => open(event, data.href)}
              onFocus={() => {
                setCurrent(data.country);
                setShown(data.country);
              }}
              onBlur={() => setShown(null)}
              onMouseEnter={() => setShown(data.country)}
              style={{ outline: 'none', cursor: 'pointer' }}
            >
              <path d={shape.d} fill={colors.classes[classOf(data.share, top)]} stroke={colors.border} strokeWidth={0.5} />
            </a>
          );
        })}
        {/* The pointed or focused country's outline, drawn over its neighbours. */}
        {outlined.map((shape, index) => (
          <path key={index} d={shape.d} fill="none" stroke={colors.focus} strokeWidth={2} pointerEvents="none" aria-hidden />
        ))}
      </Box>
      {notDrawn.length > 0 ? (
        <Typography variant="body2" component="div" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('explorer.map.notDrawn')}{' '}
          <InlineList
            items={notDrawn.map((country) => (
              <Link key={country.country} component={RouterLink} to={country.href} aria-label={country.label}>
                {country.label}
              </Link>
            ))}
          />
        </Typography>
      ) : null}
    </Box>
  );
}
