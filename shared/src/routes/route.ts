// ----------------------------------------------------------------------
// A typed route: its pattern for the router (`.path`) and a link builder
// (`.getHref(...)`) whose parameters are read from the pattern, so renaming
// `:id` in a pattern is a type error in every link and in every page that
// reads it (bulletproof-react's `paths` shape, typed end to end).

/** The names of the `:params` in a route pattern: `'/read/:id'` gives `'id'`. */
export type RouteParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters of a route pattern, as an object: `{ id: string }`. */
export type RouteParams<P extends string> = { [K in RouteParamName<P>]: string };

/** Query parameters for a link; `undefined` and empty values are left out. */
export type SearchInit = Record<string, string | number | boolean | readonly string[] | null | undefined> | URLSearchParams;

type HrefArgs<P extends string> = [RouteParamName<P>] extends [never]
  ? [search?: SearchInit]
  : [params: RouteParams<P>, search?: SearchInit];

export interface AppRoute<P extends string = string> {
  /** The pattern the router matches (`/dashboard/read/:id`). */
  readonly path: P;
  /** A link to this route, parameters encoded. */
  getHref(...args: HrefArgs<P>): string;
}

function searchString(search: SearchInit | undefined): string {
  if (!search) return '';
  const params = new URLSearchParams();
  const entries = search instanceof URLSearchParams ? [...search.entries()] : Object.entries(search);
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item: string) => params.append(key, item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Defines a route from its pattern. */
export function defineRoute<const P extends string>(path: P): AppRoute<P> {
  return {
    path,
    getHref: (...args: unknown[]) => {
      const hasParams = path.includes('/:');
      const params = (hasParams ? args[0] : undefined) as Record<string, string> | undefined;
      const search = (hasParams ? args[1] : args[0]) as SearchInit | undefined;
      const pathname = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
        const value = params?.[name];
        if (value === undefined) throw new Error(`The route ${path} needs the parameter "${name}".`);
        return encodeURIComponent(value);
      });
      return `${pathname}${searchString(search)}`;
    },
  } as AppRoute<P>;
}

/** The names of a pattern's parameters, in order (`['id']`). */
export function routeParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}
