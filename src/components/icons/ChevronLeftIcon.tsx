import { Icon, type IconProps } from './Icon';

export const ChevronLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m12 5-5 5 5 5" />
  </Icon>
);
