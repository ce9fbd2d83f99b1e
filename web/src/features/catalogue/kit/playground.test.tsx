import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import ButtonPage from '../pages/button';

const codeOf = (region: HTMLElement) =>
  within(region).getByText((_, el) => el?.tagName === 'PRE').textContent;

describe('the playground', () => {
  it('starts from the initial props, and a control changes both the demo and its code', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ButtonPage />);
    const playground = await screen.findByRole('region', { name: 'Playground' });
    const stage = playground.querySelector('[data-playground-stage]') as HTMLElement;
    const code = await within(playground).findByRole('region', { name: 'Source code: Playground' });

    expect(within(playground).getByLabelText('children')).toHaveValue('Add product');
    expect(within(stage).getByRole('button', { name: 'Add product' })).toHaveClass('ant-btn-primary');
    expect(codeOf(code)).toContain('<Button type="primary">Add product</Button>');

    await user.click(within(playground).getByText('large'));
    await user.click(within(playground).getByRole('switch', { name: 'danger' }));
    const label = within(playground).getByLabelText('children');
    await user.clear(label);
    await user.type(label, 'Delete {{<old> stock');

    const button = within(stage).getByRole('button', { name: 'Delete {<old> stock' });
    expect(button).toHaveClass('ant-btn-lg');
    expect(button).toHaveClass('ant-btn-dangerous');
    expect(codeOf(code)).toContain(
      '<Button type="primary" size="large" danger>{"Delete {<old> stock"}</Button>',
    );
  });
});
