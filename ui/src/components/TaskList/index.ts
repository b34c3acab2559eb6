export { TaskList, type NewTask, type TaskListProps } from './TaskList.tsx'
