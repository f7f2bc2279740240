import { closeFeedPool } from '../../src/news/feed-pool';

// Each test file has modules of its own, so each file's apps start a feed
// pool of their own (a thread or two, the entity gazetteers built in each). A
// pool's first thread never idles out, and a jest worker runs dozens of files:
// left running, their threads piled up in the worker until starting one more
// took over a minute. The file's pool stops with the file.
afterAll(() => closeFeedPool());
