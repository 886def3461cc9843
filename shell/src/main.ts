import { startEarlyRequests } from './app/early-requests';
import { paintFirst } from './app/first-paint';

/** Resolves in a new task, so the work before and after it are two tasks, not one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Requests the first render needs start at once (in a task of their own, after the federation
// runtime's start-up), while the shared modules download; on a public page, its top is drawn
// from them as soon as they answer.
const early = nextTask().then(() => {
  startEarlyRequests();
  void paintFirst();
});

// The async boundary lets Module Federation negotiate shared singletons before any of them runs.
// Evaluating the shared modules is the longest piece of main-thread work on the way to the first
// render. In stages, with a task boundary between them, it is several shorter tasks that leave
// room for input and paint, instead of one long task (Total Blocking Time on a slow phone).
// Emotion and Redux are evaluated in stages of their own; they are the same module instances
// the shared-ui and shared-auth singletons this build provides use.
async function boot() {
  await early;
  // The browser loads a locale's data on the first Intl object for it: for pt-BR, a long task
  // that would otherwise fall inside shared-ui's evaluation (MUI's pt-BR texts format numbers)
  // and the first render (prices, dates). Done here, each in its own task, while code downloads.
  await nextTask();
  new Intl.NumberFormat('pt-BR');
  await nextTask();
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('@emotion/styled');
  await nextTask();
  await import('@catalogo/shared-ui');
  await nextTask();
  await import('@reduxjs/toolkit/query/react');
  await nextTask();
  await import('@catalogo/shared-auth');
  await nextTask();
  await import('./bootstrap');
}

void boot();
