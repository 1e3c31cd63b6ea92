import { Icon, type IconProps } from './Icon';

export const RetryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M16 10a6 6 0 1 1-1.8-4.3M16 3.5v3.2h-3.2" />
  </Icon>
);
