// After `next build`: every prerendered page paints before its scripts load.
//
// Next.js puts a page's chunks in its <head> as `<script async>`. On a phone the browser then
// fetches and runs them (React's start-up and the first slice of hydration) before it draws
// the page, and Lighthouse's simulation counts that work in the largest content's paint: LCP
// 2.6–2.8 s on /about against 1.5 s for the same page without scripts (docs/testing.md,
// "Paint before scripts"). Here each prerendered page (.next/server/app/**/*.html, and its copy
// in .next/standalone) gets its chunk scripts and script preloads from a small inline loader at
// the end of the body instead, which adds them once the first content is painted. Nothing
// else changes: the inline RSC payload, JSON-LD and the noModule polyfill stay where they are,
// and pages rendered on request (reports, admin) keep Next's own loading.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const chunkScript = /<script src="([^"]+)" async=""><\/script>/g;
const scriptPreload =
  /<link rel="preload" as="script"(?: fetchPriority="([a-z]+)")? href="([^"]+)"\/>/g;
/** The loader's own opening tag: a page that has it was rewritten already. */
const loaderMark = '<script data-paint-first="">';

/**
 * The loader: adds the scripts and preloads once the page's first content is painted (the
 * first-contentful-paint entry; a first frame can still be blank while the font loads). Where
 * paint timing is missing, in the frame after the first; in a tab that is hidden before it
 * paints (opened in the background), at its load event or when it is hidden; and, should a
 * browser never report the paint, 3 s after load at the latest. The paint needs no timer: a page
 * whose clock stands still (a test's paused clock) still starts.
 */
function loader(scripts, preloads) {
  // One element per task (a message to itself: no timer): starting a script's fetch costs the
  // main thread ≈ 2 ms, ×4 on Lighthouse's phone, and twelve of them in one task made a long one.
  const add = `const q=[];for(const s of ${JSON.stringify(scripts)})q.push(()=>{const e=document.createElement('script');e.src=s;e.async=true;document.head.append(e)});for(const[h,p]of ${JSON.stringify(preloads)})q.push(()=>{const l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;if(p)l.fetchPriority=p;document.head.append(l)});const c=new MessageChannel();c.port1.onmessage=()=>{q.shift()();if(q.length)c.port2.postMessage(0)};c.port2.postMessage(0)`;
  const whenPainted = `PerformanceObserver.supportedEntryTypes?.includes('paint')?new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true}):requestAnimationFrame(()=>requestAnimationFrame(go))`;
  return `${loaderMark}(()=>{let d=0;const go=()=>{if(d++)return;${add}};${whenPainted};const h=()=>{if(document.hidden)go()};addEventListener('load',()=>{h();setTimeout(go,3e3)});document.addEventListener('visibilitychange',h)})()</script>`;
}

/** The chunk scripts a rewritten page's loader adds (none for a page Next loads itself). */
export function loaderChunks(html) {
  const list = new RegExp(`${loaderMark}[^<]*?for\\(const s of (\\[[^\\]]*\\])`).exec(html);
  return list ? JSON.parse(list[1]) : [];
}

/** `html` with its chunk scripts and script preloads loaded after the first paint. */
export function paintFirst(html) {
  if (html.includes(loaderMark)) return html;
  const scripts = [];
  const preloads = [];
  let rewritten = html.replace(chunkScript, (_, src) => {
    scripts.push(src);
    return '';
  });
  rewritten = rewritten.replace(scriptPreload, (_, priority, href) => {
    preloads.push([href, priority ?? '']);
    return '';
  });
  if (scripts.length === 0) return html;
  const end = rewritten.lastIndexOf('</body>');
  if (end === -1) throw new Error('A prerendered page without </body>');
  return `${rewritten.slice(0, end)}${loader(scripts, preloads)}${rewritten.slice(end)}`;
}

/** Rewrites the prerendered pages of the build in `root`; returns how many. */
export function paintFirstInBuild(root) {
  let count = 0;
  for (const server of [join(root, '.next/server'), join(root, '.next/standalone/.next/server')]) {
    // Copies of the pages that a server made from an earlier build's (Next's route cache).
    rmSync(join(server, 'route-cache'), { recursive: true, force: true });
    const app = join(server, 'app');
    if (!existsSync(app)) continue; // no standalone output
    const pages = readdirSync(app, { recursive: true }).filter((name) => name.endsWith('.html'));
    for (const page of pages) {
      const file = join(app, page);
      const html = readFileSync(file, 'utf8');
      const rewritten = paintFirst(html);
      if (rewritten === html) continue;
      writeFileSync(file, rewritten);
      count++;
    }
  }
  return count;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = paintFirstInBuild(join(import.meta.dirname, '..'));
  console.log(`Prerendered pages that paint before their scripts load: ${count}.`);
}
