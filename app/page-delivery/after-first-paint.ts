import { scriptSafeJson } from '~/lib/script-safe-json';

/**
 * A browser function, as source, that calls its argument once the page has painted its content:
 * after the first contentful paint (a first paint of the background alone can come before the
 * text) and the end of parsing, at the paint after both (a long page can paint its header first
 * and its largest text later). At once in a tab that is not shown (it paints nothing) or a
 * browser that reports no paints, and after 3 s whatever happens.
 */
export const AFTER_FIRST_PAINT = `(start)=>{let started=false;const once=()=>{if(!started){started=true;start()}};if(document.visibilityState==='hidden'||!window.PerformanceObserver?.supportedEntryTypes?.includes('paint'))return once();let painted=false;let parsed=document.readyState!=='loading';const whenBoth=()=>{if(painted&&parsed)requestAnimationFrame(()=>setTimeout(once,0))};if(!parsed)document.addEventListener('DOMContentLoaded',()=>{parsed=true;whenBoth()});new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();painted=true;whenBoth()}}).observe({type:'paint',buffered:true});setTimeout(once,3000)}`;

/** `import * as name from "url";` or `import "url";` at the start of a line. */
const STATIC_IMPORT = /^[ \t]*import\s+(?:\*\s*as\s+([\w$]+)\s+from\s*)?("[^"\n]+")\s*;?/gm;

/**
 * The text of a classic inline script that does what the module script `moduleText` does, once the
 * page has painted: it adds a module preload for each of `preloads`, then imports the modules in
 * order (as `import()`, which the page's Content-Security-Policy allows from its own origin
 * without a nonce or hash). Nothing competes with the first paint (docs/decisions/037). Undefined
 * when the module has imports of another form.
 */
export function modulesAfterFirstPaint({
  moduleText,
  preloads,
}: {
  moduleText: string;
  preloads: string[];
}): string | undefined {
  const body = moduleText.replace(STATIC_IMPORT, (_import, name: string | undefined, url: string) =>
    name ? `const ${name}=await import(${url});` : `await import(${url});`,
  );
  if (/^\s*(?:import|export)\s/m.test(body) || body.includes('</script')) return undefined;
  return `(${AFTER_FIRST_PAINT})(async()=>{for(const href of ${scriptSafeJson(preloads)}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}\n${body}\n})`;
}

/**
 * The text of a classic inline script that imports the module at `src` once the page has painted:
 * the page script, whose request would otherwise start before the first paint (docs/decisions/039).
 */
export function moduleAfterFirstPaint(src: string): string {
  return `(${AFTER_FIRST_PAINT})(()=>import(${scriptSafeJson(src)}))`;
}
