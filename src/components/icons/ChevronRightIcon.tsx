import { Icon, type IconProps } from './Icon';

export const ChevronRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m8 5 5 5-5 5" />
  </Icon>
);
