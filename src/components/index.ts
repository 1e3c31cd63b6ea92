// Shared UI (docs/CONVENTIONS.md). Importing a component's own file works as well.
export { Address, EntityLogo, type AddressProps } from './Address';
export { Amount, type AmountProps } from './Amount';
export { Button, buttonClass, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { ChainSelect, type ChainSelectProps } from './ChainSelect';
export { CopyButton, type CopyButtonProps } from './CopyButton';
export { CursorPager, pagerTrail, type CursorPagerProps } from './CursorPager';
export { DataTable, type CellState, type DataColumn, type DataTableProps } from './DataTable';
export { DetailList, DetailRow, type DetailListLayout, type DetailListProps, type DetailRowProps } from './DetailList';
export { ErrorPanel, explainError, type ErrorPanelProps } from './ErrorPanel';
export { Hash, type HashProps } from './Hash';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { TableSkeleton, type TableSkeletonProps } from './TableSkeleton';
export { Timestamp, type TimestampProps } from './Timestamp';
export { UsageMeter } from './UsageMeter';
export { WidgetBoundary, type WidgetBoundaryProps } from './WidgetBoundary';
