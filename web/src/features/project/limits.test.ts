import * as contractModule from '@atrium/contracts/projects';
import { describe, expect, it } from 'vitest';
import * as limitsModule from './limits';

const contract = { ...contractModule };
const limits = { ...limitsModule };

describe('project limits', () => {
  it('are the contract’s', () => {
    for (const name of [
      'PROJECT_NAME_MAX',
      'PROJECT_CATEGORY_MAX',
      'PROJECT_DESCRIPTION_MAX',
      'PROJECT_MEMBERS_MAX',
      'BOARD_COLUMNS_MAX',
      'BOARD_COLUMN_NAME_MAX',
      'BOARD_FIRST_CARDS',
      'BOARD_CARDS_PAGE_MAX',
      'CARD_TITLE_MAX',
      'CARD_DESCRIPTION_MAX',
      'CARD_ASSIGNEES_MAX',
      'CHECKLIST_ITEMS_MAX',
      'CHECKLIST_ITEM_MAX',
      'CARD_COMMENT_MAX',
      'CARD_ATTACHMENT_MAX_BYTES',
      'CARD_ATTACHMENTS_MAX',
    ] as const) {
      expect(limits[name], name).toBe(contract[name]);
    }
    expect([...limits.PROJECT_COVER_COLORS]).toEqual([...contract.PROJECT_COVER_COLORS]);
    expect([...limits.BOARD_DEFAULT_COLUMNS]).toEqual([...contract.BOARD_DEFAULT_COLUMNS]);
    expect(limits.BOARD_DEFAULT_COLUMN_NAMES).toEqual(contract.BOARD_DEFAULT_COLUMN_NAMES);
    expect([...limits.CARD_LABELS]).toEqual([...contract.CARD_LABELS]);
    expect([...limits.CARD_IMAGE_TYPES]).toEqual([...contract.CARD_IMAGE_TYPES]);
  });
});
