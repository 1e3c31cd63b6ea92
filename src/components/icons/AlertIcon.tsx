import { Icon, type IconProps } from './Icon';

export const AlertIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 3 2 17h16L10 3Z" />
    <path d="M10 8v4M10 14.5v.01" />
  </Icon>
);
