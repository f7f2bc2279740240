import { entryScript } from './resilience-plugin';
import { fetchWithProgress } from './fetch-with-retry';

// A remote's entry is fetched first (where a stall is seen), then run from a
// script element; the runtime waits on a placeholder that hears the outcome.

jest.mock('./fetch-with-retry', () => ({
  ...jest.requireActual<object>('./fetch-with-retry'),
  fetchWithProgress: jest.fn(),
}));

const fetchMock = fetchWithProgress as jest.MockedFunction<typeof fetchWithProgress>;
const URL_ = 'http://localhost:3002/remoteEntry.js';

/** The placeholder as the runtime uses it: in the document, with its onload and onerror. */
function attach(placeholder: HTMLScriptElement) {
  const outcome = new Promise<string>((resolve) => {
    placeholder.onload = () => resolve('load');
    placeholder.onerror = () => resolve('error');
  });
  document.head.appendChild(placeholder);
  return outcome;
}

afterEach(() => {
  document.head.innerHTML = '';
  fetchMock.mockReset();
});

describe('entryScript', () => {
  it('gives the runtime a placeholder that does not load by itself, and runs the entry once its bytes are in', async () => {
    let arrive!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const placeholder = entryScript(URL_);
    expect(placeholder.type).not.toMatch(/javascript/);
    const outcome = attach(placeholder);
    expect(fetchMock).toHaveBeenCalledWith(URL_, expect.objectContaining({ mode: 'cors' }));
    // No script element of the entry yet: its bytes are still arriving.
    expect(document.head.querySelectorAll('script:not([type])')).toHaveLength(0);

    arrive({ ok: true, status: 200 } as Response);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const script = document.head.querySelector<HTMLScriptElement>('script:not([type])');
    expect(script?.src).toBe(URL_);
    expect(script?.crossOrigin).toBe('anonymous');
    script!.dispatchEvent(new Event('load'));
    expect(await outcome).toBe('load');
    expect(document.head.contains(script)).toBe(false);
  });

  it('reports an error to the runtime when the fetch stalls or fails', async () => {
    fetchMock.mockRejectedValue(new Error('sent nothing for 10000 ms'));
    expect(await attach(entryScript(URL_))).toBe('error');
  });

  it('reports an error to the runtime when the server answers with an error', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 503 } as Response);
    expect(await attach(entryScript(URL_))).toBe('error');
    expect(document.head.querySelectorAll('script:not([type])')).toHaveLength(0);
  });
});
