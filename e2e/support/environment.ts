import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';

/** Node, and it tells the test file when a test failed (for the pictures of screenshots.ts). */
export default class E2eEnvironment extends TestEnvironment {
  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') {
      const test = 'test' in event ? event.test : undefined;
      const names: string[] = [];
      for (let block: Circus.DescribeBlock | Circus.TestEntry | undefined = test; block && block.name !== 'ROOT_DESCRIBE_BLOCK'; block = block.parent) names.unshift(block.name);
      (this.global as { __E2E_FAILED_TEST__?: string }).__E2E_FAILED_TEST__ = names.join(' ') || 'hook';
    }
  }
}
