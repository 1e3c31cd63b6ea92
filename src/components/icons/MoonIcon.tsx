import { Icon, type IconProps } from './Icon';

export const MoonIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M16.5 12.5A7 7 0 0 1 7.5 3.5a7 7 0 1 0 9 9Z" />
  </Icon>
);
