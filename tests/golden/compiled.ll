; ModuleID = 'stdout'
source_filename = "stdout"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%cardrt_target_spec = type { ptr, i32, i32, ptr, i32, i32, i8, i8, i32, i8, ptr, i32, i32, i32 }
%cardrt_card_def = type { ptr, ptr, i32, i32, i32, [8 x ptr], i8, i32, i32, i32, i64, ptr, i32, ptr, ptr, i32, ptr, i32, ptr, i32, i32, i32, i32, ptr, i32, ptr, ptr, i32, ptr, i8, ptr, i32, ptr, ptr, i32, i8, i32, i32 }
%cardrt_registry = type { i32, i32, ptr }

@.str = private unnamed_addr constant [11 x i8] c"any target\00"
@cardc.targets = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str, i32 1, i32 1, ptr @cardc.legal.0, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.1 = private unnamed_addr constant [6 x i8] c"Shock\00"
@.str.2 = private unnamed_addr constant [4 x i8] c"{R}\00"
@cardc.card.2 = internal constant %cardrt_card_def { ptr @.str.1, ptr @.str.2, i32 8, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets, i32 1, ptr @cardc.effect.1, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.3 = private unnamed_addr constant [10 x i8] c"creatures\00"
@cardc.targets.4 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.3, i32 6, i32 6, ptr @cardc.legal.3, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.5 = private unnamed_addr constant [4 x i8] c"Hex\00"
@.str.6 = private unnamed_addr constant [10 x i8] c"{4}{B}{B}\00"
@cardc.card.5 = internal constant %cardrt_card_def { ptr @.str.5, ptr @.str.6, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.4, i32 1, ptr @cardc.effect.4, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.7 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.8 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.7, i32 1, i32 1, ptr @cardc.legal.6, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.9 = private unnamed_addr constant [9 x i8] c"Unsummon\00"
@.str.10 = private unnamed_addr constant [4 x i8] c"{U}\00"
@cardc.card.8 = internal constant %cardrt_card_def { ptr @.str.9, ptr @.str.10, i32 2, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.8, i32 1, ptr @cardc.effect.7, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.11 = private unnamed_addr constant [5 x i8] c"Bear\00"
@.str.12 = private unnamed_addr constant [14 x i8] c"Grizzly Bears\00"
@.str.13 = private unnamed_addr constant [7 x i8] c"{1}{G}\00"
@cardc.card.9 = internal constant %cardrt_card_def { ptr @.str.12, ptr @.str.13, i32 16, i32 2, i32 0, [8 x ptr] [ptr @.str.11, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 2, i32 2, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.cards = internal constant [4 x ptr] [ptr @cardc.card.2, ptr @cardc.card.5, ptr @cardc.card.8, ptr @cardc.card.9]
@cardc_registry = constant %cardrt_registry { i32 30, i32 4, ptr @cardc.cards }

define internal i1 @cardc.legal.0(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 66
  %8 = icmp ne i32 %7, 0
  %9 = and i1 %5, true
  %10 = and i1 %4, %8
  %legal = or i1 %10, %9
  ret i1 %legal
}

declare i32 @cardrt_types(ptr, i32)

define internal void @cardc.effect.1(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_damage(ptr %0, i32 -1, i32 0, i32 2)
  ret void
}

declare void @cardrt_sel_target(ptr, i32, i32)

declare i32 @cardrt_fx_damage(ptr, i32, i32, i32)

define internal i1 @cardc.legal.3(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.4(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_destroy(ptr %0, i32 0, i1 true)
  ret void
}

declare i32 @cardrt_fx_destroy(ptr, i32, i1)

define internal i1 @cardc.legal.6(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.7(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_move(ptr %0, i32 0, i32 1, i32 0)
  ret void
}

declare i32 @cardrt_fx_move(ptr, i32, i32, i32)
