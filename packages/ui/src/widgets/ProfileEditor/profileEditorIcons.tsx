import { Icon, type IconProps } from '../../components/private/icons/Icon';

// Decorative icons of the instrument rows; their buttons carry the names.

export function MoveUpIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 16V4M5 9l5-5 5 5" />
    </Icon>
  );
}

export function MoveDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 4v12M5 11l5 5 5-5" />
    </Icon>
  );
}
