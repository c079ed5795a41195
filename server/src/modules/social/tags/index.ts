export { FRIEND_TAGS, GROUP_TAGS, type TagKind } from './kinds';
export { createTagsRepo } from './repo';
export { createTagsService } from './service';
export { tagRoutes } from './routes';
