export { MyList, type MyListProps } from './MyList.tsx'
