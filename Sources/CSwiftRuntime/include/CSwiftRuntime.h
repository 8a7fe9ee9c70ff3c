// The few Swift runtime entry points InstantModel's identity tables call directly, declared for
// Swift to call them by their C names (the runtime exports them; see HeldObject.swift for why and
// how they are used). Linux only: with Objective-C interoperability, the tables use weak references.
#ifndef CSWIFTRUNTIME_H
#define CSWIFTRUNTIME_H

#include <stdbool.h>

/// Adds one unowned reference to a native Swift object: its memory outlives its deinitialization
/// until the unowned references are released. Returns its argument.
void *_Nonnull swift_unownedRetain(void *_Nonnull object);
/// Releases one unowned reference (freeing a deinitialized object's memory with the last).
void swift_unownedRelease(void *_Nonnull object);
/// Adds one strong reference unless the object is being deinitialized: returns the object, or null
/// when it is dead.
void *_Nullable swift_tryRetain(void *_Nonnull object);
/// Whether the object's deinitialization has begun.
bool swift_isDeallocating(void *_Nonnull object);

#endif
