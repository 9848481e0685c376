import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaskedText } from './masked-text';

describe('MaskedText', () => {
  it('renders a phone number masked and never the full value', () => {
    const { container } = render(<MaskedText value="13812345678" />);
    expect(container).toHaveTextContent('138****5678');
    expect(container.innerHTML).not.toContain('13812345678');
    expect(container.querySelector('[title]')).toBeNull();
  });

  it('renders an ID number masked', () => {
    const { container } = render(<MaskedText value="330102199001011234" />);
    expect(container).toHaveTextContent('330***********1234');
    expect(container.innerHTML).not.toContain('330102199001011234');
  });

  it('renders nothing for empty values', () => {
    const { container } = render(<MaskedText value={null} />);
    expect(container.textContent).toBe('');
  });
});
