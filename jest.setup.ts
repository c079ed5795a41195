import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './shared-sdk/src/testing/jest-polyfills';

// findBy*/waitFor give up after 1 s by default; a 2-core CI machine running jest workers beside PostgreSQL can
// take longer to render an antd modal and settle a mutation. A condition that never holds still fails.
configure({ asyncUtilTimeout: 20_000 });
// A test's own limit must exceed the waits inside it: typing into three fields and a findBy took over jest's 5 s
// default on a loaded CI machine. The limit is for hangs, not slowness.
jest.setTimeout(60_000);

/**
 * jsdom lacks what antd and React need. MessageChannel is replaced by a timer shim so that
 * React's scheduler does not keep jest's worker alive.
 */
class TimerMessageChannel {
  port1: { onmessage: ((ev: unknown) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  port2: { onmessage: ((ev: unknown) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  constructor() {
    const make = () => ({ onmessage: null as ((ev: unknown) => void) | null, postMessage: (_d: unknown) => {}, close: () => {} });
    this.port1 = make();
    this.port2 = make();
    this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
    this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
  }
}
(globalThis as unknown as { MessageChannel: unknown }).MessageChannel = TimerMessageChannel;

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

const originalGetComputedStyle = window.getComputedStyle;
// jsdom implements no pseudo-elements and logs for each one antd asks about; the element's own style is what matters.
window.getComputedStyle = (elt: Element) => originalGetComputedStyle(elt);

// jest's jsdom environment keeps 100 frames per error; React's development build makes an Error for every element it
// creates (its owner stacks), so that depth cost about a tenth of the component tests' CPU. Node's own default is 10.
Error.stackTraceLimit = 10;
