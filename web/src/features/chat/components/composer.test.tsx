import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CHAT_TEXT_MAX } from '../limits';
import { Composer } from './composer';

function setup() {
  const onSend = vi.fn();
  const onTyping = vi.fn();
  renderWithProviders(<Composer onSend={onSend} onFiles={vi.fn()} onTyping={onTyping} />);
  return { onSend, onTyping, box: screen.getByRole('textbox', { name: 'Message' }) };
}

describe('composer', () => {
  it('sends on Enter, starts a new line on Shift+Enter, and empties itself', async () => {
    const { onSend, onTyping, box } = setup();
    await userEvent.type(box, 'hello{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('hello\nthere');
    expect(onSend).not.toHaveBeenCalled();
    expect(onTyping).toHaveBeenCalledTimes(1);

    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('hello\nthere');
    expect(box).toHaveValue('');
  });

  it('does not send blank text, nor while an input method is composing', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    fireEvent.change(box, { target: { value: 'にほん' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('にほん');
  });

  it('counts the characters near the limit and refuses a longer message', async () => {
    const { onSend, box } = setup();
    fireEvent.change(box, { target: { value: 'a'.repeat(CHAT_TEXT_MAX + 1) } });
    expect(screen.getByText('4,001 / 4,000')).toBeInTheDocument();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('A message holds at most 4,000 characters.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
