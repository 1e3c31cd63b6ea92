export { RangeFilters, type RangeFilterValues, type RangeFiltersProps } from './RangeFilters';
export { FiltersDisclosure } from './FiltersDisclosure';
