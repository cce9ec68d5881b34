export { ACCESS_NAMES, LESSON_ACCESS, type LessonAccess } from "./access";
export {
  deleteCat,
  deleteCourse,
  LEARNING_PERM,
  listCatsForStaff,
  listCoursesForStaff,
  saveCat,
  saveCourse,
  syncCourseSearch,
} from "./admin-courses";
export {
  deleteLesson,
  listLessonsForStaff,
  MAX_VIDEO_BYTES,
  retryTranscode,
  type StaffLesson,
  saveLesson,
  uploadLessonVideo,
} from "./admin-lessons";
export {
  type CategoryItem,
  type CourseCard,
  courseCategories,
  coursesByCategory,
  newCourses,
  recommendedCourses,
} from "./courses";
export { courseDetail, type LessonItem, lessonMediaKey } from "./detail";
export { COMPLETE_RATIO, courseOffer, type HistoryItem, type PlayInfo, playLesson, saveProgress, watchHistory } from "./play";
export { enqueueTranscode, NO_FFMPEG, resumeTranscodes, runTranscode, TRANSCODE_JOB } from "./transcode";
export { favoriteCourse, favoriteCourses, marksFor, starCourse, unstarCourse, userOperationState } from "./user-ops";
