import { call } from './common/endpoint.ts';
import type { AdminTrackParts, AdminTrackPartsInput } from './backing-tracks/parts.ts';
import type {
  AdminBackingTrack,
  AdminBackingTrackInput,
  AdminChapterInput,
  AdminChapterOrder,
  AdminComplimentary,
  AdminComplimentaryEnd,
  AdminContactList,
  AdminContactMessage,
  AdminContactRead,
  AdminContactUnread,
  AdminCourse,
  AdminCourseDetail,
  AdminCourseInput,
  AdminLessonCreate,
  AdminLessonDetail,
  AdminLessonSectionInput,
  AdminLessonSectionOrder,
  AdminLessonStudents,
  AdminLessonSummary,
  AdminLessonUpdate,
  AdminMemberDetail,
  AdminMemberList,
  AdminMemberUpdate,
  AdminPublish,
  AdminSettingsUpdate,
  AdminStudentSearch,
  AdminUpcomingCourse,
  AdminUpcomingCourseInput,
  AuditList,
  Stats,
  UploadResult,
} from './admin/contracts.ts';
import type { SyncPointsInput, SyncPointsResult } from './courses/score-sync.ts';
import type {
  AdminTakeList,
  Take,
  TakeAnswer,
  TakeRemarkInput,
  TakeReplyInput,
  TakeUpload,
  TakeUploadStart,
} from './takes/contracts.ts';
import type { SiteSettings } from './site-settings/contracts.ts';

/**
 * Every call of the API, by area as the contracts and the API modules are split (the console's areas under
 * `admin`), stating method, path, who may call it and what maintenance does to it
 * (docs/decisions/0310-endpoints-in-the-contracts.md). The API registers its routes from it, the web client builds
 * its URLs from it, and the lists of calls open in maintenance or answered by a final 401 are read from it.
 */
/**
 * The admin console's calls (staff only), apart from the members' table in endpoints.ts: only the console's screens
 * load them, so they stay out of every public page's first load (docs/decisions/0310-endpoints-in-the-contracts.md).
 */
export const adminEndpoints = {
  courses: {
    list: call<AdminCourse[]>()('GET', '/api/admin/courses/', 'staff'),
    create: call<AdminCourseDetail, AdminCourseInput>()('POST', '/api/admin/courses/', 'staff'),
    get: call<AdminCourseDetail>()('GET', '/api/admin/courses/:id/', 'staff'),
    update: call<AdminCourseDetail, AdminCourseInput>()('PUT', '/api/admin/courses/:id/', 'staff'),
    publish: call<AdminCourseDetail, AdminPublish>()('PUT', '/api/admin/courses/:id/publish/', 'staff'),
    remove: call()('DELETE', '/api/admin/courses/:id/', 'staff'),
    createChapter: call<AdminCourseDetail, AdminChapterInput>()(
      'POST',
      '/api/admin/courses/:id/chapters/',
      'staff',
    ),
    orderChapters: call<AdminCourseDetail, AdminChapterOrder>()(
      'PUT',
      '/api/admin/courses/:id/chapters/order/',
      'staff',
    ),
    updateChapter: call<AdminCourseDetail, AdminChapterInput>()(
      'PUT',
      '/api/admin/courses/:id/chapters/:chapterId/',
      'staff',
    ),
    /** The sync points of a chapter's score (docs/decisions/0631-scores-in-step-with-their-media.md). */
    setSyncPoints: call<SyncPointsResult, SyncPointsInput>()(
      'PUT',
      '/api/admin/courses/:id/chapters/:chapterId/sync-points/',
      'staff',
    ),
    removeChapter: call<AdminCourseDetail>()(
      'DELETE',
      '/api/admin/courses/:id/chapters/:chapterId/',
      'staff',
    ),
    retryChapterStream: call<AdminCourseDetail>()(
      'POST',
      '/api/admin/courses/:id/chapters/:chapterId/stream/',
      'staff',
    ),
    listUpcoming: call<AdminUpcomingCourse[]>()('GET', '/api/admin/upcoming-courses/', 'staff'),
    createUpcoming: call<AdminUpcomingCourse, AdminUpcomingCourseInput>()(
      'POST',
      '/api/admin/upcoming-courses/',
      'staff',
    ),
    updateUpcoming: call<AdminUpcomingCourse, AdminUpcomingCourseInput>()(
      'PUT',
      '/api/admin/upcoming-courses/:id/',
      'staff',
    ),
    removeUpcoming: call()('DELETE', '/api/admin/upcoming-courses/:id/', 'staff'),
  },
  backingTracks: {
    list: call<AdminBackingTrack[]>()('GET', '/api/admin/backing-tracks/', 'staff'),
    create: call<AdminBackingTrack, AdminBackingTrackInput>()('POST', '/api/admin/backing-tracks/', 'staff'),
    get: call<AdminBackingTrack>()('GET', '/api/admin/backing-tracks/:id/', 'staff'),
    /** Staff only: the parts of a track, validated (audio by content, equal length within 50 ms). */
    getParts: call<AdminTrackParts>()('GET', '/api/admin/backing-tracks/:id/parts/', 'staff'),
    setParts: call<AdminTrackParts, AdminTrackPartsInput>()(
      'PUT',
      '/api/admin/backing-tracks/:id/parts/',
      'staff',
    ),
    update: call<AdminBackingTrack, AdminBackingTrackInput>()(
      'PUT',
      '/api/admin/backing-tracks/:id/',
      'staff',
    ),
    remove: call()('DELETE', '/api/admin/backing-tracks/:id/', 'staff'),
  },
  uploads: {
    /** Multipart, one file. */
    upload: call<UploadResult, unknown>()('POST', '/api/admin/uploads/:kind/', 'staff'),
  },
  settings: {
    get: call<SiteSettings>()('GET', '/api/admin/settings/', 'staff'),
    update: call<SiteSettings, AdminSettingsUpdate>()('PUT', '/api/admin/settings/', 'staff'),
  },
  stats: {
    get: call<Stats>()('GET', '/api/admin/stats/', 'staff'),
  },
  audit: {
    list: call<AuditList>()('GET', '/api/admin/audit-log/', 'staff'),
  },
  members: {
    list: call<AdminMemberList>()('GET', '/api/admin/members/', 'staff'),
    get: call<AdminMemberDetail>()('GET', '/api/admin/members/:id/', 'staff'),
    update: call<AdminMemberDetail, AdminMemberUpdate>()('PATCH', '/api/admin/members/:id/', 'staff'),
    grantComplimentary: call<AdminMemberDetail, AdminComplimentary>()(
      'PUT',
      '/api/admin/members/:id/complimentary/',
      'staff',
    ),
    endComplimentary: call<AdminMemberDetail, AdminComplimentaryEnd>()(
      'POST',
      '/api/admin/members/:id/complimentary/end/',
      'staff',
    ),
    remove: call()('DELETE', '/api/admin/members/:id/', 'staff'),
  },
  privateLessons: {
    list: call<AdminLessonSummary[]>()('GET', '/api/admin/private-lessons/', 'staff'),
    create: call<AdminLessonDetail, AdminLessonCreate>()('POST', '/api/admin/private-lessons/', 'staff'),
    searchStudents: call<AdminStudentSearch>()('GET', '/api/admin/private-lessons/students/', 'staff'),
    get: call<AdminLessonDetail>()('GET', '/api/admin/private-lessons/:id/', 'staff'),
    update: call<AdminLessonDetail, AdminLessonUpdate>()('PUT', '/api/admin/private-lessons/:id/', 'staff'),
    remove: call()('DELETE', '/api/admin/private-lessons/:id/', 'staff'),
    setStudents: call<AdminLessonDetail, AdminLessonStudents>()(
      'PUT',
      '/api/admin/private-lessons/:id/students/',
      'staff',
    ),
    createSection: call<AdminLessonDetail, AdminLessonSectionInput>()(
      'POST',
      '/api/admin/private-lessons/:id/sections/',
      'staff',
    ),
    orderSections: call<AdminLessonDetail, AdminLessonSectionOrder>()(
      'PUT',
      '/api/admin/private-lessons/:id/sections/order/',
      'staff',
    ),
    updateSection: call<AdminLessonDetail, AdminLessonSectionInput>()(
      'PUT',
      '/api/admin/private-lessons/:id/sections/:sectionId/',
      'staff',
    ),
    removeSection: call<AdminLessonDetail>()(
      'DELETE',
      '/api/admin/private-lessons/:id/sections/:sectionId/',
      'staff',
    ),
  },
  takes: {
    list: call<AdminTakeList>()('GET', '/api/admin/takes/', 'staff'),
    get: call<Take>()('GET', '/api/admin/takes/:id/', 'staff'),
    remove: call()('DELETE', '/api/admin/takes/:id/', 'staff'),
    addRemark: call<Take, TakeRemarkInput>()('POST', '/api/admin/takes/:id/remarks/', 'staff'),
    removeRemark: call<Take>()('DELETE', '/api/admin/takes/:id/remarks/:remarkId/', 'staff'),
    reply: call<Take, TakeReplyInput>()('POST', '/api/admin/takes/:id/replies/', 'staff'),
    answer: call<Take, TakeAnswer>()('PUT', '/api/admin/takes/:id/answer/', 'staff'),
    markAnswered: call<Take>()('POST', '/api/admin/takes/:id/answered/', 'staff'),
    startUpload: call<TakeUpload, TakeUploadStart>()('POST', '/api/admin/take-uploads/', 'staff'),
    upload: call<TakeUpload>()('GET', '/api/admin/take-uploads/:id/', 'staff'),
    putPart: call<TakeUpload, unknown>()('PUT', '/api/admin/take-uploads/:id/parts/:part/', 'staff'),
  },
  contactInbox: {
    list: call<AdminContactList>()('GET', '/api/admin/contact-messages/', 'staff'),
    unread: call<AdminContactUnread>()('GET', '/api/admin/contact-messages/unread/', 'staff'),
    get: call<AdminContactMessage>()('GET', '/api/admin/contact-messages/:id/', 'staff'),
    mark: call<AdminContactMessage, AdminContactRead>()('PATCH', '/api/admin/contact-messages/:id/', 'staff'),
    remove: call()('DELETE', '/api/admin/contact-messages/:id/', 'staff'),
  },
} as const;
