// Part of cicu.h, which includes it: see there for the conventions.

#ifndef CICU_DATE_INTERVAL_H
#define CICU_DATE_INTERVAL_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif  // CICU_DATE_INTERVAL_H
