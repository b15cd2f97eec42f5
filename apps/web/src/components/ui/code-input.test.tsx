import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput } from './code-input';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('');
  return <CodeInput id="code" label="Code reçu" value={value} onChange={setValue} onComplete={onComplete} />;
}

const boxes = () => screen.getAllByRole('textbox');

describe('CodeInput', () => {
  it('shows six boxes with a separator after the third', () => {
    const { container } = render(<Harness onComplete={() => undefined} />);
    expect(boxes()).toHaveLength(6);
    const children = Array.from(container.querySelector('.code-input__boxes')?.children ?? []);
    expect(children[3]?.classList.contains('code-input__separator')).toBe(true);
  });

  it('pasting strips non-digits and completes the code', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(boxes()[0] as HTMLElement);
    await userEvent.paste('12 3-4a56');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('accepts digits only when typing and moves to the next box', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(boxes()[0] as HTMLElement);
    await userEvent.keyboard('1x2');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });
});
