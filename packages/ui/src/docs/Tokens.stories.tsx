import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { space, typeScale } from '../theme/tokens';
import { vars } from '../theme/vars.css';

const colourRoles = Object.keys(vars.color) as Array<keyof typeof vars.color>;

function ColourRoles() {
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: '0.5rem',
        gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
      }}
    >
      {colourRoles.map((role) => (
        <li key={role} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <span
            aria-hidden="true"
            style={{
              inlineSize: '2.5rem',
              blockSize: '2.5rem',
              borderRadius: vars.radius.medium,
              border: `1px solid ${vars.color.border}`,
              background: vars.color[role],
            }}
          />
          <code>{role}</code>
        </li>
      ))}
    </ul>
  );
}

function SpaceScale() {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
      {Object.entries(space).map(([name, px]) => (
        <li key={name} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <code style={{ inlineSize: '6rem' }}>{name}</code>
          <span
            aria-hidden="true"
            style={{
              inlineSize: vars.space[name as keyof typeof space],
              blockSize: '1rem',
              background: vars.color.accent,
            }}
          />
          <span>{px} px</span>
        </li>
      ))}
    </ul>
  );
}

function TypeScale() {
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {Object.entries(typeScale).map(([name, { fontSize, lineHeight }]) => (
        <p
          key={name}
          style={{
            margin: 0,
            fontSize: vars.fontSize[name as keyof typeof typeScale],
            lineHeight: vars.lineHeight[name as keyof typeof typeScale],
          }}
        >
          {name} — {fontSize}/{lineHeight} — Find musicians near you
        </p>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: { docs: { description: { component: 'The theme contract, in the current theme.' } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => <ColourRoles />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(colourRoles.length);
  },
};

export const Space: Story = { render: () => <SpaceScale /> };

export const Type: Story = { render: () => <TypeScale /> };
