import * as contract from '@atrium/contracts/chat';
import { describe, expect, it } from 'vitest';
import * as limits from './limits';

describe('chat limits', () => {
  it('are the contract’s', () => {
    expect(limits.CHAT_TEXT_MAX).toBe(contract.CHAT_TEXT_MAX);
    expect(limits.CHAT_ATTACHMENT_MAX_BYTES).toBe(contract.CHAT_ATTACHMENT_MAX_BYTES);
    expect(limits.CHAT_GROUP_NAME_MAX).toBe(contract.CHAT_GROUP_NAME_MAX);
    expect(limits.CHAT_GROUP_MAX_MEMBERS).toBe(contract.CHAT_GROUP_MAX_MEMBERS);
    expect(limits.CHAT_PAGE_SIZE).toBe(contract.CHAT_PAGE_SIZE);
    expect([...limits.CHAT_IMAGE_TYPES]).toEqual([...contract.CHAT_IMAGE_TYPES]);
  });
});
